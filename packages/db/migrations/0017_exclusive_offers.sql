-- Urgent offers in their exclusive window, by gym: what one of the gym's Mis instructores may
-- see before anyone else (GET /api/offers/exclusive), without reading the gym's whole history.
create index ofertas_exclusive_idx on ofertas (gimnasio_id, exclusiva_hasta) where estado = 'abierta' and exclusiva_hasta is not null;
