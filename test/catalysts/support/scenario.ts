/**
 * The catalysts scenario: real decision groups of ../shared/data played as the topics would carry
 * them, in time order (extracted_at / review `at` ascend in publishing order, as producers stamp
 * their clock), with operator reviews in between.
 *
 * Where a case lacks a field the filing would have, the filling is named here: CIKs and accessions
 * of cases without them are stable stand-ins (support/cases.ts); filing dates without a
 * release_date are the dates the notes point to. Two records are constructed on purpose and say so:
 * the Day One filing read as two assertions (the drug by its generic and by its code name DAY101),
 * which later proves a duplicate; and the Oxbryta pediatric date extracted with a wrong year, which
 * an operator repairs.
 */
import type { ExtractedAssertions, Review } from '../../../schemas/avro/types.js'
import type { Store } from '../../../services/shared/store/clickhouse.js'
import { assertionOf, devCase, recordOf, review } from './cases.js'
import { catalystsTable } from '../../../services/catalysts/tables.js'
import { committedRows } from '../../../services/shared/store/batched.js'

export type Step =
  | { label: string; kind: 'assertions'; record: ExtractedAssertions }
  | { label: string; kind: 'review'; make: (find: CatalystFinder) => Promise<Review> }

/** Finds the catalyst whose drug key holds `key` (and whose indication holds `indication`), live unless asked otherwise. */
export type CatalystFinder = (
  key: string,
  options?: { live?: boolean; indication?: string },
) => Promise<number>

export function catalystFinder(store: Store): CatalystFinder {
  return async (key, options = {}) => {
    const rows = await store.query<{ catalyst_id: number }>(
      `SELECT catalyst_id FROM ${committedRows(catalystsTable)} WHERE has(splitByChar('|', drug_key), {key:String}) AND live = {live:UInt8}
       AND positionCaseInsensitive(ifNull(indication, ''), {indication:String}) > 0 ORDER BY catalyst_id`,
      { key, live: options.live === false ? 0 : 1, indication: options.indication ?? '' },
    )
    if (rows.length === 0) throw new Error(`no catalyst with drug key ${key}`)
    return rows[0]!.catalyst_id
  }
}

const at = (instant: string) => `${instant}.000Z`

export function scenarioSteps(): Step[] {
  const dawn = devCase('dawn_tovorafenib_set')
  // Filled in: Day One's filing names its royalty partner, so XOMA's word counts on the decision.
  const dawnRecord = recordOf(dawn, {
    named: [{ name: 'XOMA Corporation', ticker: null, relation: 'royalty' }],
  })
  // Constructed: the extractor read the drug under two names in Day One's filing, untied (the
  // second without its use: with the same date and the same stated use, one filer's two names
  // would already be one decision).
  dawnRecord.assertions = [
    assertionOf(dawn, { assertion: { drug_name: 'tovorafenib' } }),
    assertionOf(dawn, { assertion: { drug_name: 'DAY101', indication: null } }),
  ]
  const ckptCrlCase = devCase('ckpt_cosibelimab_crl_resub_plan')
  const ckptCrl = recordOf(ckptCrlCase, { filed: '2024-03-11' })
  // The CRL sentence of the same passage, verbatim, as a crl assertion.
  ckptCrl.assertions = [
    {
      ...assertionOf(devCase('ckpt_cosibelimab_set')),
      kind: 'crl',
      pdufa_date: null,
      outcome: 'crl',
      indication: ckptCrlCase.indication,
      quote:
        'In December 2023, the FDA issued a CRL for the cosibelimab BLA, which only cited findings that arose during a multi- sponsor inspection of Checkpoint\'s third-party contract manufacturing organization ("CMO") as Approvability issues to address in a BLA resubmission.',
    },
  ]
  return [
    {
      label: 'Depomed Serada, low-confidence extraction (queued)',
      kind: 'assertions',
      record: recordOf(devCase('depo_serada_set'), { authority: 'llm_low' }),
    },
    {
      label: 'operator rejects the Serada extraction',
      kind: 'review',
      make: async () =>
        review('reject', {
          review_id: 'r-serada-reject',
          accession: recordOf(devCase('depo_serada_set')).accession,
          assertion_index: 0,
          at: at('2012-10-16T09:00:00'),
        }),
    },
    {
      label: 'Akcea: inotersen extended',
      kind: 'assertions',
      // Filled in: Akcea's release names its licensor (the case keeps only its date sentence), so
      // Ionis's word counts on the decision.
      record: recordOf(devCase('akca_inotersen_ext'), {
        filed: '2018-05-01',
        named: [{ name: 'Ionis Pharmaceuticals', ticker: null, relation: 'licensor' }],
      }),
    },
    {
      label: 'Ionis: Tegsedi approved (licensor)',
      kind: 'assertions',
      record: recordOf(devCase('tegsedi_approval_summary'), {
        filed: '2018-10-09',
        role: 'licensor',
      }),
    },
    {
      label: 'GBT: voxelotor date set',
      kind: 'assertions',
      record: recordOf(devCase('gbt_voxelotor_set')),
    },
    {
      label: 'GBT: Oxbryta approved early',
      kind: 'assertions',
      record: recordOf(devCase('gbt_oxbryta_approval_early'), { filed: '2019-11-25' }),
    },
    {
      label: 'Protalix: pegunigalsidase extended',
      kind: 'assertions',
      record: recordOf(devCase('plx_pegunigalsidase_ext')),
    },
    {
      label: 'Protalix: pegunigalsidase CRL',
      kind: 'assertions',
      record: recordOf(devCase('plx_pegunigalsidase_crl')),
    },
    {
      label: 'Calliditas: Nefecon date set',
      kind: 'assertions',
      record: recordOf(devCase('calt_nefecon_set_interim'), { filed: '2021-05-10' }),
    },
    {
      label: 'operator locks Nefecon',
      kind: 'review',
      make: async (find) =>
        review('lock', {
          review_id: 'r-nefecon-lock',
          catalyst_id: await find('nefecon'),
          at: at('2021-05-12T09:00:00'),
        }),
    },
    // Constructed: the sentence has no year; the extractor inferred 2022 instead of 2021.
    {
      label: 'GBT: Oxbryta pediatric date with a wrong year',
      kind: 'assertions',
      record: recordOf(devCase('gbt_oxbryta_peds_set_noyear'), {
        filed: '2021-09-01',
        assertion: { pdufa_date: '2022-12-25' },
      }),
    },
    {
      label: 'operator corrects the Oxbryta pediatric year',
      kind: 'review',
      make: async (find) =>
        review('correct', {
          review_id: 'r-oxbryta-correct',
          catalyst_id: await find('oxbryta', { indication: 'children' }),
          new_date: '2021-12-25',
          at: at('2021-09-03T09:00:00'),
        }),
    },
    {
      label: 'Calliditas: Nefecon extended (automated, blocked by the lock)',
      kind: 'assertions',
      record: recordOf(devCase('calt_nefecon_ext')),
    },
    {
      label: 'operator approves the queued Nefecon extension',
      kind: 'review',
      make: async () =>
        review('approve', {
          review_id: 'r-nefecon-approve',
          accession: recordOf(devCase('calt_nefecon_ext')).accession,
          assertion_index: 0,
          at: at('2021-09-16T09:00:00'),
        }),
    },
    {
      label: 'Apellis: pegcetacoplan date set',
      kind: 'assertions',
      record: recordOf(devCase('apls_pegcetacoplan_set')),
    },
    {
      label: 'Apellis: month-only update (no assertion)',
      kind: 'assertions',
      record: recordOf(devCase('apls_pegcetacoplan_month_only'), { filed: '2022-08-30' }),
    },
    {
      label: 'Apellis: pegcetacoplan extended',
      kind: 'assertions',
      record: recordOf(devCase('apls_pegcetacoplan_ext'), { filed: '2022-11-18' }),
    },
    {
      label: 'Apellis: Syfovre approved',
      kind: 'assertions',
      record: recordOf(devCase('apls_syfovre_approval'), { filed: '2023-02-17' }),
    },
    {
      label: 'Checkpoint: cosibelimab date set',
      kind: 'assertions',
      record: recordOf(devCase('ckpt_cosibelimab_set'), { filed: '2023-03-02' }),
    },
    {
      label: 'Day One: tovorafenib date set (read as two drugs)',
      kind: 'assertions',
      record: dawnRecord,
    },
    {
      label: 'XOMA: tovorafenib date set, discovered weeks later, names both',
      kind: 'assertions',
      record: recordOf(devCase('xoma_tovorafenib_royalty_set'), {
        extractedAt: at('2023-11-20T15:00:00'),
        role: 'royalty_holder',
        aliases: ['DAY101', 'OJEMDA'],
      }),
    },
    {
      label: 'Regeneron: Dupixent COPD date set',
      kind: 'assertions',
      // A joint release names both companies (the case keeps only its date sentence).
      record: recordOf(devCase('regn_sny_dupixent_copd_set'), {
        filed: '2024-02-23',
        named: [{ name: 'Sanofi', ticker: null, relation: 'joint_announcement' }],
      }),
    },
    { label: 'Checkpoint: cosibelimab CRL', kind: 'assertions', record: ckptCrl },
    {
      label: 'XOMA: Ojemda approved (royalty holder)',
      kind: 'assertions',
      record: recordOf(devCase('xoma_ojemda_royalty_approval'), { role: 'royalty_holder' }),
    },
    {
      label: 'Sanofi: Dupixent COPD extended',
      kind: 'assertions',
      record: recordOf(devCase('sny_dupixent_copd_ext'), { filed: '2024-05-31' }),
    },
    {
      label: 'Checkpoint: cosibelimab resubmission date',
      kind: 'assertions',
      record: recordOf(devCase('ckpt_cosibelimab_resub_set')),
    },
    {
      label: 'Outlook: ONS-5010 resubmission date, medium confidence (queued)',
      kind: 'assertions',
      record: recordOf(devCase('otlk_ons5010_resub_2025_set'), {
        filed: '2025-08-04',
        authority: 'llm_medium',
      }),
    },
    {
      label: 'operator approves ONS-5010',
      kind: 'review',
      make: async () =>
        review('approve', {
          review_id: 'r-ons5010-approve',
          accession: recordOf(devCase('otlk_ons5010_resub_2025_set'), { filed: '2025-08-04' })
            .accession,
          assertion_index: 0,
          at: at('2025-08-05T09:00:00'),
        }),
    },
    {
      label: 'operator merges Oxbryta pediatric into voxelotor (a mistake)',
      kind: 'review',
      make: async (find) =>
        review('merge', {
          review_id: 'r-oxbryta-merge',
          catalyst_id: await find('voxelotor'),
          other_catalyst_id: await find('oxbryta', { indication: 'children' }),
          at: at('2025-08-06T09:00:00'),
        }),
    },
    {
      label: 'operator unmerges Oxbryta pediatric',
      kind: 'review',
      make: async (find) =>
        review('unmerge', {
          review_id: 'r-oxbryta-unmerge',
          catalyst_id: await find('voxelotor'),
          other_catalyst_id: await find('oxbryta', { live: false, indication: 'children' }),
          at: at('2025-08-07T09:00:00'),
        }),
    },
    {
      label: 'Sanofi: Dupixent AFRS date set (another decision of the same drug)',
      kind: 'assertions',
      record: recordOf(devCase('sny_regn_dupixent_afrs_set')),
    },
    {
      label: 'a review of a catalyst that does not exist (dead-lettered)',
      kind: 'review',
      make: async () =>
        review('lock', {
          review_id: 'r-bogus-lock',
          catalyst_id: 999_999,
          at: at('2025-11-08T09:00:00'),
        }),
    },
  ]
}
