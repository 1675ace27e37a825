import { z } from 'zod';

/**
 * The browser key for the maps service (§4 "Map key", §9). A browser key is public by design (the maps
 * service restricts it by site), so it may be served as content; each environment's store holds its own.
 * The bundled copy has none: with an empty key the results and locator screens show their lists without
 * a map.
 */
export const MapKeySchema = z.object({
  key: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]*$/, 'Must be a plain key without spaces.'),
});
export type MapKey = z.infer<typeof MapKeySchema>;
