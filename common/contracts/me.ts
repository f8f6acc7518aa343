import { z } from 'zod';
import { ALL_ACCOMMODATIONS } from '../catalog/accommodations';
import { PersonName } from './primitives';

export const RoleFlags = z.object({
  roles: z.array(z.enum(['admin', 'moderator', 'business_admin'])),
  isAdmin: z.boolean(),
  isModerator: z.boolean(),
  isBusinessAdmin: z.boolean(),
});
export type RoleFlags = z.infer<typeof RoleFlags>;

export const MeUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  emailVerified: z.boolean(),
});

export const MeProfile = z.object({
  fullName: z.string().nullable(),
  zipCode: z.string().nullable(),
  accommodations: z.array(z.string()),
  /** Calm mode for the account (decision 026): null = follow the device. */
  calmMode: z.boolean().nullable(),
});

export const MeResponse = z.object({
  user: MeUser.nullable(),
  profile: MeProfile.nullable(),
  roles: RoleFlags,
});
export type MeResponse = z.infer<typeof MeResponse>;

export { NO_ROLES } from '../domain/roles';

export const UpdateProfileBody = z.object({
  fullName: PersonName,
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Please enter a 5-digit ZIP code'),
  accommodations: z
    .array(z.enum(ALL_ACCOMMODATIONS as [string, ...string[]]))
    .max(ALL_ACCOMMODATIONS.length)
    .default([]),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
