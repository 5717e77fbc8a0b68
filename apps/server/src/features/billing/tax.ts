/** Spanish IVA charged on top of every price shown "+ IVA" (DECISIONS §9). */
export const IVA_RATE = 0.21;
