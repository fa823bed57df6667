import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { byClient, ofClient } from './client-rows.ts';
import { auditColumns } from './columns.ts';

/** Disability support needs (spec 2 §3 Disability); only the client's first record is used (§4). */
export const disabilities = pgTable(
  'disabilities',
  {
    ...ofClient(),
    mobilityAssistance: boolean().notNull().default(false),
    mobilityIndependent: text(),
    mobilityDescription: text(),
    hearingIssues: text(),
    hearingDescription: text(),
    visionIssues: text(),
    visionDescription: text(),
    memoryIssues: text(),
    memoryDescription: text(),
    communicationAssistance: boolean().notNull().default(false),
    communicationMeans: text(),
    communicationDescription: text(),
    communicationAttachment: text(),
    ...auditColumns(),
  },
  byClient('disabilities'),
);

/** Health support needs (spec 2 §3 HealthSupport); healthPlan is the medication frequency. */
export const healthSupports = pgTable(
  'health_supports',
  {
    ...ofClient(),
    requireMedication: boolean().notNull().default(false),
    healthPlan: text(),
    support: text(),
    supportDetails: text(),
    healthIssues: text(),
    ...auditColumns(),
  },
  byClient('health_supports'),
);

/** Community support needs (spec 2 §3 CommunitySupport). */
export const communitySupports = pgTable(
  'community_supports',
  {
    ...ofClient(),
    communityAssistance: text(),
    transportType: text(),
    transportAssistance: text(),
    activitiesParticipation: text(),
    activitiesAssistance: text(),
    ...auditColumns(),
  },
  byClient('community_supports'),
);

/** Behaviour support needs (spec 2 §3 BehaviourSupport). */
export const behaviourSupports = pgTable(
  'behaviour_supports',
  {
    ...ofClient(),
    question1: text(),
    question2: text(),
    question3: text(),
    behaviourPlan: text(),
    riskAssessment: text(),
    ...auditColumns(),
  },
  byClient('behaviour_supports'),
);
