import {
  behaviourSupportEdit,
  behaviourSupportForm,
  communitySupportEdit,
  communitySupportForm,
  disabilityEdit,
  disabilityForm,
  healthSupportEdit,
  healthSupportForm,
} from '@care/domain';
import type { z } from 'zod';
import type { NeedsKind } from './care-needs.repo.ts';

/** How one support-needs form meets the API: its path, id field, schemas and words (spec 2 §7). */
export interface NeedsKindDef {
  kind: NeedsKind;
  /** The spec's path segment: /Disabilities, /HealthSupports, ... */
  path: string;
  /** The id field of the record as the spec names it (disabilityId, healthSupportId, ...). */
  idKey: string;
  add: z.ZodType<Record<string, unknown>>;
  edit: z.ZodType<Record<string, unknown>>;
  /** The form's name in messages and the activity log. */
  title: string;
}

export const NEEDS_KINDS: readonly NeedsKindDef[] = [
  {
    kind: 'disability',
    path: 'Disabilities',
    idKey: 'disabilityId',
    add: disabilityForm,
    edit: disabilityEdit,
    title: 'Disability support needs',
  },
  {
    kind: 'health',
    path: 'HealthSupports',
    idKey: 'healthSupportId',
    add: healthSupportForm,
    edit: healthSupportEdit,
    title: 'Health support needs',
  },
  {
    kind: 'community',
    path: 'CommunitySupports',
    idKey: 'communitySupportId',
    add: communitySupportForm,
    edit: communitySupportEdit,
    title: 'Community support needs',
  },
  {
    kind: 'behaviour',
    path: 'BehaviourSupports',
    idKey: 'behaviourSupportId',
    add: behaviourSupportForm,
    edit: behaviourSupportEdit,
    title: 'Behaviour support needs',
  },
] as unknown as readonly NeedsKindDef[];
