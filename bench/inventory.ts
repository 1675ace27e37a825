import { randomBytes } from 'node:crypto';
import { daySlots, localDateOf, type WeeklyHours } from '@hs/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.js';
import { appointments, slotClaims } from '../apps/api/src/db/schema.js';
import { rowsOf } from '../apps/api/src/db/sql-values.js';

interface ClinicRow {
  id: string;
  timeZone: string;
  weeklyHours: WeeklyHours;
  capacity: number;
}

const CELL_MS = 15 * 60 * 1000;

/**
 * Books `bookedShare` and holds `heldShare` of every seat-cell of the clinics nearest the point over the
 * next `days` days, so availability has real work to do. Deterministic for a given seed.
 */
export async function occupyInventory(
  db: Database,
  options: {
    latitude: number;
    longitude: number;
    clinics: number;
    days: number;
    bookedShare: number;
    heldShare: number;
    now: Date;
  },
): Promise<{ booked: number; held: number; clinicIds: string[] }> {
  const result = await db.execute(sql`
    select p.id, p.time_zone as "timeZone", p.weekly_hours as "weeklyHours", p.slot_capacity as capacity
    from providers p join clinics c on c.provider_id = p.id
    order by (c.latitude - ${options.latitude})^2 + (c.longitude - ${options.longitude})^2
    limit ${options.clinics}`);
  const clinics = rowsOf<ClinicRow>(result);
  let seed = 0x2f6b3a1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };

  const appointmentRows: (typeof appointments.$inferInsert)[] = [];
  const claimRows: (typeof slotClaims.$inferInsert)[] = [];
  const expiresAt = new Date(options.now.getTime() + 60 * 60 * 1000);
  for (const clinic of clinics) {
    for (let day = 0; day < options.days; day++) {
      const date = localDateOf(new Date(options.now.getTime() + day * 86_400_000), clinic.timeZone);
      const cells = daySlots({ weeklyHours: clinic.weeklyHours, timeZone: clinic.timeZone, slotMinutes: 15 }, date);
      for (const cell of cells) {
        if (cell.start.getTime() < options.now.getTime() + CELL_MS) continue;
        for (let seat = 1; seat <= clinic.capacity; seat++) {
          const roll = random();
          const base = {
            providerId: clinic.id,
            startsAt: cell.start,
            seat,
            capacity: clinic.capacity,
            serviceId: 29,
            createdAt: options.now,
          };
          if (roll < options.bookedShare) {
            const id = randomBytes(16).toString('base64url');
            appointmentRows.push({
              id,
              confirmCodeHash: randomBytes(32).toString('hex'),
              providerId: clinic.id,
              businessName: 'tlc',
              serviceIds: [29],
              startsAt: cell.start,
              timeZone: clinic.timeZone,
              localDate: date,
              status: 'BOOKED',
              patientKey: randomBytes(32).toString('hex'),
              patientData: randomBytes(96).toString('base64'),
              createdAt: options.now,
            });
            claimRows.push({ ...base, appointmentId: id });
          } else if (roll < options.bookedShare + options.heldShare) {
            claimRows.push({ ...base, reservationCode: randomBytes(16).toString('base64url'), expiresAt });
          }
        }
      }
    }
  }
  for (let i = 0; i < appointmentRows.length; i += 500)
    await db.insert(appointments).values(appointmentRows.slice(i, i + 500));
  for (let i = 0; i < claimRows.length; i += 500) await db.insert(slotClaims).values(claimRows.slice(i, i + 500));
  return {
    booked: appointmentRows.length,
    held: claimRows.length - appointmentRows.length,
    clinicIds: clinics.map((c) => c.id),
  };
}
