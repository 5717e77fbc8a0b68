export type TestGoogleAccount = { sub?: string; name?: string; emailVerified?: boolean };
export function startGoogleProvider(port?: number): Promise<{
  issuer: string;
  accounts: Map<string, TestGoogleAccount>;
  stop: () => Promise<void>;
}>;
