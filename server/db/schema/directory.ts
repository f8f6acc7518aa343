import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import { HEADS_UP_TRIGGERS, VISIT_TIMES } from '../../../common/catalog/visits';
import { PROVIDER_FIELD_MAX_LENGTHS } from '../../../common/contracts/limits';
import { LOCALES } from '../../../common/i18n/locales';
import { users } from './auth';

export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export const ACCOMMODATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const PROMOTION_TIERS = ['basic', 'enhanced', 'premium'] as const;
export const PROMOTION_STATUSES = ['active', 'inactive'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ROLES = ['admin', 'moderator', 'business_admin'] as const;
export const MODERATION_ACTIONS = [
  'approve',
  'reject',
  'request_documents',
  'revoke',
  'activate',
  'deactivate',
  'approve_practitioner',
  'reject_practitioner',
  'revoke_practitioner',
  'update_promotion',
  'link_user',
  'approve_photo',
  'reject_photo',
  'resolve_report',
  'dismiss_report',
  /* Duplicate places (decision 063). */
  'merge_places',
  'keep_places_apart',
  /* Staff training checked by an admin (decision 071). */
  'verify_staff_training',
  'reject_staff_training',
] as const;
export const PRACTITIONER_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
export const MODERATION_TARGET_TYPES = [
  'review',
  'provider',
  'photo',
  'report',
  'staff_training',
] as const;
export const REPORT_REASONS = ['spam', 'abuse', 'misleading'] as const;
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export const PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const LOCATION_COUNT_CATEGORIES = ['1-9 locations', '10+ locations'] as const;
/* Public registries a place can be imported from (decision 059). */
export const REGISTRY_SOURCES = ['nppes', 'osm'] as const;
export type RegistrySource = (typeof REGISTRY_SOURCES)[number];
/* 'imported': in the registry's latest file; 'retired': gone from it, hidden (decision 059). */
export const REGISTRY_STATUSES = ['imported', 'retired'] as const;
export type Role = (typeof ROLES)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    location: text('location').notNull().default('Location not specified'),
    zip_code: text('zip_code').notNull().default(''),
    contact_phone: text('contact_phone'),
    contact_email: text('contact_email'),
    website: text('website'),
    accommodations: text('accommodations').notNull().default(''),
    business_hours: text('business_hours'),
    /* A short description the business admin writes on the dashboard's Profile tab. */
    description: text('description'),
    location_count: text('location_count', { enum: LOCATION_COUNT_CATEGORIES }),
    /* The signed-in member who submitted the application, if any (may attach documents). */
    submitted_by_user_id: text('submitted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    consent_verification: boolean('consent_verification').notNull().default(false),
    /*
     * Set when the business admin last edited the listed accommodations: the profile shows them as
     * 'declared by the business'. Review-derived columns are never touched by such an edit.
     */
    accommodations_declared_at: ts('accommodations_declared_at'),
    /*
     * The accommodations text as it stood when an admin approved the documents (Approve & Verify):
     * only these are 'Document-verified' (decision 045); null when nothing was approved.
     */
    document_verified_accommodations: text('document_verified_accommodations'),
    /* The ZIP code's centroid (zip_centroids), set on every insert and update of zip_code. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /*
     * The US state: the ZIP code's centroid's, else the location's ', TX'. Set by a trigger on
     * every insert and update of zip_code or location (migration 0023, provider_state()); the
     * admin queues' state filter reads it through providers_state_idx (decision 046).
     */
    state: text('state'),
    /*
     * The catalogue accommodations (accommodation_bits' bit order) that families confirmed: ticked
     * in at least one approved review's verified_accommodations. Written by
     * recomputeConfirmedAccommodations (features/providers/confirmed-accommodations.ts); the
     * 'confirmed by families only' search filter reads it (decision 030).
     */
    confirmed_accommodation_bits: integer('confirmed_accommodation_bits').notNull().default(0),
    /* Search's 'visit' filter: 1 = a quiet hour this week, 2 = trained staff (decision 068). */
    visit_bits: integer('visit_bits').notNull().default(0),
    review_count: integer('review_count').notNull().default(0),
    total_review_count: integer('total_review_count').notNull().default(0),
    /* The mean of the approved reviews' chosen ratings only, and how many there are (decision 039). */
    average_rating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }),
    rating_count: integer('rating_count').notNull().default(0),
    family_feedback: text('family_feedback'),
    verification_status: text('verification_status', { enum: VERIFICATION_STATUSES })
      .notNull()
      .default('unverified'),
    verification_document_url: text('verification_document_url'),
    verification_notes: text('verification_notes'),
    verification_requested_at: ts('verification_requested_at'),
    verification_requested_by: text('verification_requested_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    verified_at: ts('verified_at'),
    accommodation_status: text('accommodation_status', { enum: ACCOMMODATION_STATUSES })
      .notNull()
      .default('pending'),
    verified: boolean('verified').notNull().default(false),
    business_admin_user_id: text('business_admin_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    verified_percentage: integer('verified_percentage').notNull().default(0),
    promotion_tier: text('promotion_tier', { enum: PROMOTION_TIERS }).notNull().default('basic'),
    promotion_status: text('promotion_status', { enum: PROMOTION_STATUSES })
      .notNull()
      .default('inactive'),
    monthly_promotion_fee: numeric('monthly_promotion_fee', {
      precision: 10,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(0),
    promotion_expires_at: ts('promotion_expires_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    /* Derived from approved reviews by the server (never typed in). */
    sensory_match_score: integer('sensory_match_score').notNull().default(0),
    /*
     * Listed from public records (decision 059): the registry, the place's id there (NPI, or OSM
     * 'node/123'), the date the registry gives for the record, whether the coordinates are only
     * the ZIP code's centre, and whether the latest file still lists it. Null source: not from a
     * registry. registry_linked: the record was matched to a listing that existed before, whose
     * fields the import then never rewrites.
     */
    source: text('source', { enum: REGISTRY_SOURCES }),
    external_id: text('external_id'),
    source_date: date('source_date', { mode: 'string' }),
    coordinates_approximate: boolean('coordinates_approximate').notNull().default(false),
    registry_status: text('registry_status', { enum: REGISTRY_STATUSES }),
    registry_linked: boolean('registry_linked').notNull().default(false),
    /*
     * The language the application was sent in (decision 062, migration 0027): the approval,
     * rejection and document-request mails about it are written in it.
     */
    application_locale: text('application_locale', { enum: LOCALES }).notNull().default('en'),
    is_community_verified: boolean('is_community_verified').notNull().default(false),
    is_trusted_ally: boolean('is_trusted_ally').notNull().default(false),
    /*
     * The first key of search ordering: 2 = active premium, 1 = active enhanced, -1 = known only
     * from a public registry (imported, not linked, no published review, not team-verified:
     * decision 064), 0 otherwise.
     */
    tier_rank: integer('tier_rank').generatedAlwaysAs(
      (): SQL =>
        sql`CASE WHEN promotion_status = 'active' AND promotion_tier = 'premium' THEN 2 WHEN promotion_status = 'active' AND promotion_tier = 'enhanced' THEN 1 WHEN source IS NOT NULL AND NOT registry_linked AND total_review_count = 0 AND verification_status <> 'verified' THEN -1 ELSE 0 END`,
    ),
    /*
     * Lower-cased haystack of the four searchable columns, indexed with trigrams. The columns are
     * joined with a newline, which a search query never contains, so `LIKE '%q%'` on this one
     * column means exactly "q is part of name, category, location or zip_code".
     */
    search_text: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(name || chr(10) || category || chr(10) || location || chr(10) || zip_code)`,
    ),
    /*
     * A hash of the id: reading providers in this order is reading a uniform random sample of
     * them, which the search uses to estimate how common a match is (find-providers.ts).
     */
    sample_key: integer('sample_key').generatedAlwaysAs((): SQL => sql`hashint4(id)`),
    /*
     * The catalogue accommodations the provider lists, one bit per item in ALL_ACCOMMODATIONS
     * order (accommodationBit in common/catalog/search-vocabulary.ts): search matches
     * 'weighted blankets' against it, read from the ranking index without visiting the table
     * (decision 021). The custom suggestion after '|' does not count.
     */
    accommodation_bits: integer('accommodation_bits').generatedAlwaysAs(
      (): SQL =>
        sql.raw(
          ALL_ACCOMMODATIONS.map(
            (item, i) =>
              `(CASE WHEN strpos(split_part(accommodations, '|', 1), '${item}') > 0 THEN ${2 ** i} ELSE 0 END)`,
          ).join(' + '),
        ),
    ),
  },
  (t) => [
    check(
      'providers_verification_status_check',
      sql`${t.verification_status} IN (${inList(VERIFICATION_STATUSES)})`,
    ),
    check(
      'providers_accommodation_status_check',
      sql`${t.accommodation_status} IN (${inList(ACCOMMODATION_STATUSES)})`,
    ),
    check(
      'providers_promotion_tier_check',
      sql`${t.promotion_tier} IN (${inList(PROMOTION_TIERS)})`,
    ),
    check(
      'providers_promotion_status_check',
      sql`${t.promotion_status} IN (${inList(PROMOTION_STATUSES)})`,
    ),
    check('providers_verified_percentage_check', sql`${t.verified_percentage} BETWEEN 0 AND 100`),
    check(
      'providers_average_rating_check',
      sql`${t.average_rating} IS NULL OR ${t.average_rating} BETWEEN 1 AND 5`,
    ),
    check('providers_fee_check', sql`${t.monthly_promotion_fee} >= 0`),
    check('providers_application_locale_check', sql`${t.application_locale} IN ('en', 'es')`),
    check(
      'providers_source_check',
      sql`${t.source} IS NULL OR (${t.source} IN (${inList(REGISTRY_SOURCES)}) AND ${t.external_id} IS NOT NULL AND ${t.registry_status} IN (${inList(REGISTRY_STATUSES)}))`,
    ),
    /* One listing per registry record: the importer's upsert key (decision 059). */
    uniqueIndex('providers_source_external_id_idx')
      .on(t.source, t.external_id)
      .where(sql`${t.source} IS NOT NULL`),
    check(
      'providers_location_count_check',
      sql`${t.location_count} IS NULL OR ${t.location_count} IN (${inList(LOCATION_COUNT_CATEGORIES)})`,
    ),
    check(
      'providers_description_length_check',
      sql`${t.description} IS NULL OR char_length(${t.description}) <= 1000`,
    ),
    check(
      'providers_search_lengths_check',
      sql`char_length(${t.name}) <= ${sql.raw(String(PROVIDER_FIELD_MAX_LENGTHS.name))} AND char_length(${t.category}) <= ${sql.raw(String(PROVIDER_FIELD_MAX_LENGTHS.category))} AND char_length(${t.location}) <= ${sql.raw(String(PROVIDER_FIELD_MAX_LENGTHS.location))} AND char_length(${t.zip_code}) <= ${sql.raw(String(PROVIDER_FIELD_MAX_LENGTHS.zip_code))}`,
    ),
    /*
     * Search (server/features/providers/find-providers.ts, docs/performance.md). Four more
     * search indexes live in custom migrations because drizzle cannot declare them: the covering
     * (INCLUDE) indexes providers_search_rank_idx, providers_picker_name_idx (0003) and
     * providers_search_sample_idx (0006), and the 1-2 character index providers_search_grams_idx
     * (over a SQL function, 0003). Refined search's covering indexes providers_near_idx (GiST on a
     * point) and providers_filter_category_idx are in 0010 (decision 030); a needs filter's sample
     * and category indexes, providers_search_needs_sample_idx and
     * providers_filter_needs_category_idx, in 0037 (decision 075); the listed places' 1-2
     * character index providers_search_listed_grams_idx in 0038 (decision 077). Both grams indexes
     * are built again in byte order (COLLATE "C") by 0039 (decision 078).
     */
    index('providers_search_text_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    /* The review picker's split lookup: rows that hold a term after their first character (0011). */
    index('providers_search_rest_trgm_idx')
      .using('gin', sql`substr(${t.search_text}, 2) gin_trgm_ops`)
      .where(sql`${t.accommodation_status} <> 'pending'`),
    /* A needs filter's rows: places that list or have confirmed an accommodation (0036, decision 075). */
    index('providers_search_needs_trgm_idx')
      .using('gin', sql`${t.search_text} gin_trgm_ops`)
      .where(
        sql`${t.accommodation_status} <> 'pending' AND (${t.accommodation_bits} <> 0 OR ${t.confirmed_accommodation_bits} <> 0)`,
      ),
    /*
     * The listed places' matches, apart from the registry's (0038, decision 077): every place but
     * a registry-only listing (tier_rank -1, decision 064).
     */
    index('providers_search_listed_trgm_idx')
      .using('gin', sql`${t.search_text} gin_trgm_ops`)
      .where(sql`${t.accommodation_status} <> 'pending' AND ${t.tier_rank} >= 0`),
    index('providers_search_listed_category_idx')
      .on(t.category)
      .where(sql`${t.accommodation_status} <> 'pending' AND ${t.tier_rank} >= 0`),
    index('providers_search_category_idx')
      .on(t.category)
      .where(sql`${t.accommodation_status} <> 'pending'`),
    /* The verification queue's rows (decision 061, 0026): not an unclaimed registry listing. */
    index('providers_verification_queue_idx')
      .on(t.verification_status, t.created_at, t.id)
      .where(
        sql`(${t.source} IS NULL OR ${t.registry_linked} OR ${t.submitted_by_user_id} IS NOT NULL OR ${t.business_admin_user_id} IS NOT NULL OR ${t.verification_requested_at} IS NOT NULL)`,
      ),
    index('providers_verification_state_idx')
      .on(t.state, t.verification_status, t.created_at, t.id)
      .where(
        sql`(${t.source} IS NULL OR ${t.registry_linked} OR ${t.submitted_by_user_id} IS NOT NULL OR ${t.business_admin_user_id} IS NOT NULL OR ${t.verification_requested_at} IS NOT NULL)`,
      ),
    index('providers_business_admin_idx').on(t.business_admin_user_id),
    index('providers_submitted_by_idx').on(t.submitted_by_user_id),
    index('providers_verification_requested_by_idx')
      .on(t.verification_requested_by)
      .where(sql`${t.verification_requested_by} IS NOT NULL`),
    index('providers_contact_email_idx').on(sql`lower(${t.contact_email})`),
    index('providers_promoted_idx')
      .on(t.monthly_promotion_fee.desc())
      .where(sql`${t.promotion_tier} <> 'basic'`),
  ],
);

/**
 * Every distinct word (3+ letters) of the providers' search text: the dictionary the search's typo
 * fallback corrects a query against ('austen' -> 'austin'). Filled by a trigger on providers
 * (migration 0003); words are only added, and a correction is used only when it finds providers.
 */
export const provider_search_words = pgTable(
  'provider_search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('provider_search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    provider: text('provider'),
    provider_id: integer('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewer_name: text('reviewer_name').notNull().default('Anonymous'),
    created_at: ts('created_at').notNull().defaultNow(),
    overall_rating: integer('overall_rating').notNull(),
    /* The reviewer chose overall_rating; false for reviews from before the form asked, whose
     * number was derived from the ticked accommodations and is never shown as stars (039). */
    rating_chosen: boolean('rating_chosen').notNull().default(false),
    review_text: text('review_text').notNull(),
    sensory_ratings: jsonb('sensory_ratings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    sensory_tags: text('sensory_tags').array().notNull().default(sql`'{}'::text[]`),
    custom_sensory_feature: text('custom_sensory_feature'),
    is_verified: boolean('is_verified').notNull().default(false),
    verification_document_url: text('verification_document_url'),
    verification_document_type: text('verification_document_type'),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    moderator_notes: text('moderator_notes'),
    moderated_by: text('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderated_at: ts('moderated_at'),
    accommodation_notes: text('accommodation_notes'),
    practitioner_approved: boolean('practitioner_approved').notNull().default(false),
    /* The admin's decision on the named practitioner; practitioner_approved mirrors 'approved'. */
    practitioner_status: text('practitioner_status', { enum: PRACTITIONER_STATUSES })
      .notNull()
      .default('pending'),
    verified_accommodations: text('verified_accommodations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /* Optional visit details (decision 028): weekday 0 = Monday … 6 = Sunday, time of day, 1–5. */
    visit_day: smallint('visit_day'),
    visit_time: text('visit_time', { enum: VISIT_TIMES }),
    busyness: smallint('busyness'),
    /* 'Anything that could be hard?': HEADS_UP_TRIGGERS keys; heads_up_other is the free text. */
    heads_up: text('heads_up').array().notNull().default(sql`'{}'::text[]`),
    heads_up_other: text('heads_up_other'),
    /* Count of review_helpful_votes rows, kept in the same transaction as the vote. */
    helpful_count: integer('helpful_count').notNull().default(0),
    /*
     * The business's name as the admin queues show and sort it: the listed provider's name, else
     * the typed `provider`. Kept by triggers (migration 0023): set on insert and on a change of
     * provider_id or provider, rewritten when the provider is renamed (decision 046).
     */
    provider_name: text('provider_name').notNull().default(''),
  },
  (t) => [
    check('reviews_visit_day_check', sql`${t.visit_day} IS NULL OR ${t.visit_day} BETWEEN 0 AND 6`),
    check(
      'reviews_visit_time_check',
      sql`${t.visit_time} IS NULL OR ${t.visit_time} IN (${inList(VISIT_TIMES)})`,
    ),
    check('reviews_busyness_check', sql`${t.busyness} IS NULL OR ${t.busyness} BETWEEN 1 AND 5`),
    check('reviews_helpful_count_check', sql`${t.helpful_count} >= 0`),
    check(
      'reviews_heads_up_check',
      sql`${t.heads_up} <@ ARRAY[${inList(HEADS_UP_TRIGGERS)}]::text[]`,
    ),
    check('reviews_overall_rating_check', sql`${t.overall_rating} BETWEEN 1 AND 5`),
    check('reviews_status_check', sql`${t.status} IN (${inList(REVIEW_STATUSES)})`),
    check(
      'reviews_practitioner_status_check',
      sql`${t.practitioner_status} IN (${inList(PRACTITIONER_STATUSES)})`,
    ),
    index('reviews_status_created_idx').on(t.status, t.created_at.desc()),
    index('reviews_provider_status_idx').on(t.provider_id, t.status),
    /* The profile's published reviews, newest first / most helpful first. */
    index('reviews_provider_published_idx')
      .on(t.provider_id, t.created_at.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved'`),
    index('reviews_provider_helpful_idx')
      .on(t.provider_id, t.helpful_count.desc(), t.created_at.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved'`),
    index('reviews_user_status_idx').on(t.user_id, t.status),
    index('reviews_practitioner_idx')
      .on(t.created_at.desc())
      .where(sql`coalesce(${t.accommodation_notes}, '') <> ''`),
    /* One pending or approved review per user and business. */
    uniqueIndex('reviews_one_live_per_user_provider')
      .on(t.user_id, t.provider_id)
      .where(sql`${t.status} IN ('pending', 'approved')`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorites_user_provider_unique').on(t.user_id, t.provider_id)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    full_name: text('full_name'),
    created_at: ts('created_at').notNull().defaultNow(),
    zip_code: text('zip_code'),
    accommodations: text('accommodations').array().notNull().default(sql`'{}'::text[]`),
    /* Calm mode remembered for the account (decision 026); null = follow the device. */
    calm_mode: boolean('calm_mode'),
  },
  (t) => [index('profiles_email_idx').on(sql`lower(${t.email})`)],
);

export const user_roles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('user_roles_role_check', sql`${t.role} IN (${inList(ROLES)})`),
    uniqueIndex('user_roles_user_role_unique').on(t.user_id, t.role),
  ],
);

export const moderation_logs = pgTable(
  'moderation_logs',
  {
    id: serial('id').primaryKey(),
    admin_user_id: text('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    admin_email: text('admin_email'),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    target_type: text('target_type', { enum: MODERATION_TARGET_TYPES }).notNull(),
    target_id: text('target_id').notNull(),
    admin_notes: text('admin_notes'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('moderation_logs_action_check', sql`${t.action} IN (${inList(MODERATION_ACTIONS)})`),
    check(
      'moderation_logs_target_type_check',
      sql`${t.target_type} IN (${inList(MODERATION_TARGET_TYPES)})`,
    ),
    index('moderation_logs_target_idx').on(t.target_type, t.target_id),
    index('moderation_logs_created_idx').on(t.created_at.desc()),
  ],
);

/** One 'helpful' per member and review (decision 027). */
export const review_helpful_votes = pgTable(
  'review_helpful_votes',
  {
    review_id: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.review_id, t.user_id] }),
    index('review_helpful_votes_user_idx').on(t.user_id),
  ],
);

/** A member's report of a published review; it waits in the admin's moderation tab. */
export const review_reports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    review_id: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporter_user_id: text('reporter_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    created_at: ts('created_at').notNull().defaultNow(),
    resolved_by: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolved_at: ts('resolved_at'),
    resolution_notes: text('resolution_notes'),
  },
  (t) => [
    check('review_reports_reason_check', sql`${t.reason} IN (${inList(REPORT_REASONS)})`),
    check('review_reports_status_check', sql`${t.status} IN (${inList(REPORT_STATUSES)})`),
    check(
      'review_reports_details_length_check',
      sql`${t.details} IS NULL OR char_length(${t.details}) <= 1000`,
    ),
    uniqueIndex('review_reports_one_per_reporter').on(t.review_id, t.reporter_user_id),
    index('review_reports_status_created_idx').on(t.status, t.created_at.desc()),
  ],
);

/**
 * Photos of the space and the what-to-expect story (decision 029): each step is one photo with alt
 * text and a sentence, in `position` order. Files are re-encoded without metadata (sharp) in two
 * sizes; a photo is shown only once approved.
 */
export const provider_photos = pgTable(
  'provider_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    large_file_id: uuid('large_file_id').notNull(),
    small_file_id: uuid('small_file_id').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt_text: text('alt_text').notNull(),
    caption: text('caption').notNull().default(''),
    position: integer('position').notNull().default(0),
    status: text('status', { enum: PHOTO_STATUSES }).notNull().default('pending'),
    moderator_notes: text('moderator_notes'),
    uploaded_by: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    moderated_by: text('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderated_at: ts('moderated_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('provider_photos_status_check', sql`${t.status} IN (${inList(PHOTO_STATUSES)})`),
    check('provider_photos_alt_length_check', sql`char_length(${t.alt_text}) BETWEEN 1 AND 300`),
    check('provider_photos_caption_length_check', sql`char_length(${t.caption}) <= 500`),
    index('provider_photos_provider_idx').on(t.provider_id, t.status, t.position),
    index('provider_photos_queue_idx').on(t.status, t.created_at),
  ],
);

/**
 * What the profile page shows that is derived from approved reviews (decision 028): accommodation
 * evidence, heads-up trigger counts and the best-time grid. Written only when a review's status
 * changes (with recomputeProviderStats), read as is: never recomputed per request.
 */
export const provider_profile_stats = pgTable('provider_profile_stats', {
  provider_id: integer('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  evidence: jsonb('evidence').$type<unknown[]>().notNull().default([]),
  heads_up: jsonb('heads_up').$type<Record<string, number>>().notNull().default({}),
  visit_grid: jsonb('visit_grid').$type<unknown>().notNull().default([]),
  visit_count: integer('visit_count').notNull().default(0),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** US ZIP code centroids (decision 030), loaded from a maintained dataset by the migrate step. */
export const zip_centroids = pgTable('zip_centroids', {
  zip: text('zip').primaryKey(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  city: text('city'),
  state: text('state'),
});

/**
 * A member's needs card (decision 031): what helps this person, in words they chose. The share link
 * is a hashed token; revoking it clears the hash.
 */
export const needs_cards = pgTable('needs_cards', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accommodations: text('accommodations').array().notNull().default(sql`'{}'::text[]`),
  note: text('note'),
  communication: text('communication'),
  display_name: text('display_name'),
  share_token_hash: text('share_token_hash').unique(),
  shared_at: ts('shared_at'),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
