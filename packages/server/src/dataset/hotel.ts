import type { DuckDBConnection } from '@duckdb/node-api';
import { createHotelProperties } from './hotel-properties.js';
import { createHotelReservations, hotelReservationsPerTmc } from './hotel-reservations.js';
import { createHotelSummaries } from './hotel-summaries.js';

/**
 * Creates the hotel dataset of every TMC: cities and properties, reservations with their rates and
 * the negotiated-rate programme, Hotelsaver results, and the summaries the hotel views read. The
 * reservations per TMC follow the air size (`rowsPerTmc` PNRs: about one hotel stay per two trips).
 * Needs the geography, TMC and corporate tables and `installRandom`.
 */
export async function createHotelDataset(connection: DuckDBConnection, rowsPerTmc: number): Promise<void> {
  await createHotelProperties(connection);
  await createHotelReservations(connection, hotelReservationsPerTmc(rowsPerTmc));
  await createHotelSummaries(connection);
}
