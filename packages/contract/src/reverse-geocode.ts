import { z } from 'zod';
import { latitudeField, longitudeField } from './delivery-zones.ts';
import { envelope } from './envelope.ts';

/**
 * What a pinned point is called, for the address form to fill in (docs/decisions/0094): an optional
 * adapter, off unless the store configures one. `enabled: false`: no adapter (the form asks as
 * always); the names null: nothing known there, or the adapter could not answer in time.
 */
export const reverseGeocodeQuery = z.object({ lat: latitudeField, lng: longitudeField });
export const reverseGeocodeResponse = envelope(
  z.object({
    enabled: z.boolean(),
    /** The street (with the house number where known), in the request's language where the map has it. */
    street: z.string().nullable(),
    /** The district or neighbourhood (Nasr City, Heliopolis). */
    area: z.string().nullable(),
    city: z.string().nullable(),
  }),
);
export type ReverseGeocode = z.infer<typeof reverseGeocodeResponse>['data'];
