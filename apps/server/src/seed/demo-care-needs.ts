import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  behaviourSupports,
  communitySupports,
  disabilities,
  healthSupports,
  profiles,
} from '../db/schema/index.ts';
import type { FileStore } from '../ports/files/file-store.ts';

const SEEDER = 'demo-seed';
/** Coordinates to six decimals (about 10 cm), as a places service gives them. */
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
const DAY = 24 * 60 * 60 * 1000;

/** Clients (by their place in the demo list) with none of these records, so the Add mode shows. */
const NONE = new Set([4, 10, 16, 22]);
/**
 * One client whose address was typed before the structured fields, so no state was recorded (issue
 * 26): the profile warns and the invoice load says pricing fell back to the company's state.
 */
const NO_STATE_CLIENT = 7;
/** Clients with disability and health needs only: their community and behaviour tabs are in Add mode. */
const PARTLY = new Set([7, 13, 19]);

/** Where the demo suburbs are: the clock-in geofence centre of a client living there. */
const SUBURB_COORDINATES: Record<string, [number, number]> = {
  Parramatta: [-33.815, 151.0011],
  Bondi: [-33.8915, 151.2767],
  Blacktown: [-33.771, 150.9063],
  Marrickville: [-33.911, 151.155],
  Penrith: [-33.751, 150.6942],
  Chatswood: [-33.7969, 151.1803],
  Liverpool: [-33.92, 150.9238],
  Kensington: [-33.905, 151.223],
  Campbelltown: [-34.065, 150.8142],
  Strathfield: [-33.879, 151.083],
  Hornsby: [-33.7025, 151.099],
  Manly: [-33.7969, 151.284],
  Bankstown: [-33.917, 151.035],
  Ryde: [-33.815, 151.103],
  Hurstville: [-33.967, 151.102],
  'Castle Hill': [-33.731, 151.004],
};

/** Two clients out bush, priced at the NDIS remote rates (MMM 6 and 7). */
const REMOTE_CLIENTS = [
  {
    firstName: 'Jarrah',
    address: '14 Oxley Street',
    suburb: 'Bourke',
    city: 'Bourke',
    postcode: '2840',
    latitude: -30.0917,
    longitude: 145.9375,
    remoteness: 'Remote',
  },
  {
    firstName: 'Hamish',
    address: '3 Briscoe Street',
    suburb: 'Tibooburra',
    city: 'Tibooburra',
    postcode: '2880',
    latitude: -29.4343,
    longitude: 142.0101,
    remoteness: 'Very Remote',
  },
] as const;

const DISABILITY = [
  {
    mobilityIndependent: 'Need Mobility Assistance',
    mobilityDescription: 'Uses a four-wheel walker outdoors; needs a hand on stairs and kerbs.',
    hearingIssues: 'No Issues',
    visionIssues: 'Some Issues',
    visionDescription: 'Wears glasses for reading; large print helps.',
    memoryIssues: 'Some Issues',
    memoryDescription: 'Forgets appointments: remind the day before and on the morning.',
    communicationAssistance: false,
    communicationMeans: 'Verbally',
    communicationDescription: 'Speaks clearly; give time to answer.',
  },
  {
    mobilityIndependent: 'Mobility Independency',
    mobilityDescription: 'Walks independently; tires after about 30 minutes.',
    hearingIssues: 'Impaired',
    hearingDescription: 'Profoundly deaf in both ears; face them when speaking.',
    visionIssues: 'No Issues',
    memoryIssues: 'No Issues',
    communicationAssistance: true,
    communicationMeans: 'Auslan',
    communicationDescription: 'Signs in Auslan; an interpreter is booked for medical appointments.',
  },
  {
    mobilityIndependent: 'Need Mobility Assistance',
    mobilityDescription: 'Power wheelchair user; needs a hoist for transfers (two staff).',
    hearingIssues: 'No Issues',
    visionIssues: 'No Issues',
    memoryIssues: 'No Issues',
    communicationAssistance: true,
    communicationMeans: 'Combination of Auslan / Makaton',
    communicationDescription: 'Uses key-word signs and a communication book kept in the backpack.',
  },
  {
    mobilityIndependent: 'Mobility Independency',
    hearingIssues: 'Some Issues',
    hearingDescription: 'Hearing aid in the left ear; check the battery each visit.',
    visionIssues: 'Impaired',
    visionDescription: 'Legally blind; keep furniture where it is and say who you are on arrival.',
    memoryIssues: 'Impaired',
    memoryDescription: 'Early-stage dementia: use the whiteboard calendar in the kitchen.',
    communicationAssistance: false,
    communicationMeans: 'Verbally',
  },
  {
    mobilityIndependent: 'Mobility Independency',
    hearingIssues: 'No Issues',
    visionIssues: 'No Issues',
    memoryIssues: 'Some Issues',
    memoryDescription: 'Needs step-by-step prompts for new tasks.',
    communicationAssistance: true,
    communicationMeans: 'Makaton',
    communicationDescription: 'Uses Makaton signs with familiar staff; a picture board for choices.',
  },
];

const HEALTH = [
  {
    requireMedication: true,
    healthPlan: 'Prompt Required',
    healthIssues: 'Type 2 diabetes; high blood pressure.',
    support: 'Prompt morning and evening tablets from the Webster pack.',
    supportDetails: 'Check blood sugar before lunch; below 4 give juice and call the RN on 0412 555 018.',
  },
  {
    requireMedication: true,
    healthPlan: 'Administration Required',
    healthIssues: 'Epilepsy (tonic-clonic seizures, about one a month).',
    support: 'Give medication at 8 am and 8 pm; record on the medication chart.',
    supportDetails:
      'Seizure over 5 minutes: give Midazolam as trained and call 000. Follow the seizure plan on the fridge.',
  },
  {
    requireMedication: false,
    healthPlan: null,
    healthIssues: 'Asthma, well controlled.',
    support: 'Make sure the reliever puffer goes on every outing.',
    supportDetails: null,
  },
  {
    requireMedication: true,
    healthPlan: 'Assistance Required',
    healthIssues: 'Chronic back pain; osteoarthritis in both knees.',
    support: 'Help open blister packs and apply the pain-relief gel.',
    supportDetails: 'GP review every 3 months at Harbour Medical Centre.',
  },
];

const COMMUNITY = [
  {
    communityAssistance: 'Support to shop and bank on Thursdays.',
    transportType: 'Provider vehicle',
    transportAssistance: 'Help in and out of the car; fold the walker into the boot.',
    activitiesParticipation: 'Men’s Shed on Tuesday mornings; church on Sunday.',
    activitiesAssistance: 'Drop off and pick up; stays with the group alone.',
  },
  {
    communityAssistance: 'Building confidence on public transport.',
    transportType: 'Public transport',
    transportAssistance: 'Travel training on the train to TAFE: staff ride along, then follow behind.',
    activitiesParticipation: 'TAFE horticulture course, Monday and Wednesday.',
    activitiesAssistance: 'Help with notes and the timetable.',
  },
  {
    communityAssistance: 'Needs a support worker for all outings.',
    transportType: 'Wheelchair accessible taxi',
    transportAssistance: 'Book the taxi a day ahead; check the restraints are done up.',
    activitiesParticipation: 'Hydrotherapy on Fridays; Saturday markets.',
    activitiesAssistance: 'Full help in the change rooms and the pool.',
  },
];

const BEHAVIOUR = [
  {
    question1: 'Raises voice and paces when plans change at short notice.',
    question2: 'Unexpected changes to the roster; loud, crowded places.',
    question3: 'Tell them about changes early; offer a quiet space and two clear choices.',
    behaviourPlan: 'Positive Behaviour Support Plan by Harbour Behaviour Services, reviewed in March.',
    riskAssessment: 'Low risk to others. No restrictive practices.',
  },
  {
    question1: 'May leave the house without telling anyone when anxious.',
    question2: 'Evenings, especially after family visits.',
    question3: 'Stay calm, walk with them, talk about their dog.',
    behaviourPlan: 'Interim plan; full plan due with the behaviour practitioner next month.',
    riskAssessment: 'Medium: road safety. Staff carry the missing-person profile.',
  },
  {
    question1: 'No behaviours of concern.',
    question2: null,
    question3: 'Likes routine and knowing who is coming.',
    behaviourPlan: null,
    riskAssessment: 'Low.',
  },
];

/** The demo clients' disability, health, community and behaviour support needs, and where they live. */
export async function seedDemoCareNeeds(
  db: Queryable,
  _files: FileStore,
  companyId: string,
  now: Date,
): Promise<void> {
  const clients = await db
    .select({ id: profiles.id, firstName: profiles.firstName, suburb: profiles.suburb })
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(profiles.contactId);

  for (const [i, client] of clients.entries()) {
    const remote = REMOTE_CLIENTS.find((r) => r.firstName === client.firstName);
    const [lat, lng] = SUBURB_COORDINATES[client.suburb ?? ''] ?? [];
    if (remote) {
      const { firstName: _f, ...place } = remote;
      await db
        .update(profiles)
        .set({ ...place, state: 'NSW' })
        .where(eq(profiles.id, client.id));
    } else if (lat !== undefined && lng !== undefined) {
      // A little apart, as neighbours in one suburb are.
      const nudge = ((i % 7) - 3) * 0.0021;
      await db
        .update(profiles)
        .set({ latitude: round6(lat + nudge), longitude: round6(lng - nudge) })
        .where(eq(profiles.id, client.id));
    }
    if (i === NO_STATE_CLIENT) {
      await db.update(profiles).set({ state: null }).where(eq(profiles.id, client.id));
    }
    if (NONE.has(i)) {
      continue;
    }
    const base = {
      companyId,
      profileId: client.id,
      dateCreated: new Date(now.getTime() - (120 - i) * DAY),
      userCreated: SEEDER,
    };
    await db.insert(disabilities).values({ ...base, ...DISABILITY[i % DISABILITY.length] });
    const health = HEALTH[i % HEALTH.length] as (typeof HEALTH)[number];
    await db.insert(healthSupports).values({ ...base, ...health });
    if (PARTLY.has(i)) {
      continue;
    }
    await db.insert(communitySupports).values({ ...base, ...COMMUNITY[i % COMMUNITY.length] });
    await db.insert(behaviourSupports).values({ ...base, ...BEHAVIOUR[i % BEHAVIOUR.length] });
  }
}
