/** The report's explanatory strings, kept apart from the arithmetic so each says what the numbers mean. */

export const reportTexts = {
  method:
    'Each review cycle the feed published (from the change stream of /v1/events) is matched to the FDA action that ' +
    'resolved it: by application number, else by sponsor (a filer known by CIK through an application it named, the exact ' +
    'sponsor name, or a fuzzy sponsor name) together with the drug name; the tier is recorded on every row as match_tier. The ' +
    'predicted date is the date the feed had in force when the FDA acted (the last date a filing published on or before the ' +
    'action date); the error is the FDA action date minus the predicted date, in days (negative: the FDA acted early). Approval ' +
    'dates come from openFDA Drugs@FDA (submission_status_date of original applications and efficacy supplements), rejection ' +
    'dates from the openFDA complete response letter database (letter_date). Regenerated daily and after each FDA import, from ' +
    'the whole corpus.',
  caveat:
    'The FDA record cannot see everything: CBER biologics outside Drugs@FDA (many vaccines, blood and cell products) have ' +
    'no approval date there, and the FDA publishes only some complete response letters, often weeks after the letter. A ' +
    'rejection a company disclosed that the FDA has not published is counted under additional_rejections, never given an ' +
    'invented FDA date. Drugs@FDA is rebuilt weekly, so the newest approvals appear days to two weeks late and stay ' +
    'unresolved_predictions until then. Public figures to hold this against: a peer claims a 1-day median error and about 92% ' +
    'within 30 days; on one published sample of 29 decisions the FDA acted a median 3 days before the goal date, 34% on the day.',
  verify:
    'Every receipt names the application and links the filing that asserted its predicted date; the FDA action date can be ' +
    'checked on Drugs@FDA or in the CRL database. `npm run accuracy -- --predictions <events.jsonl> --fda <dir-or-url>` ' +
    'recomputes this document from a drain of /v1/events and the openFDA record.',
  trackRecordNote:
    'Every scored decision attributed to a listed sponsor (a ticker), oldest first; operator_approved marks rows a ' +
    'human adjudicated (an operator correction or lock).',
  unlistedNote:
    'Scored decisions with no receipt row in track_record: the disclosing company has no ticker on the feed. Rows whose ' +
    'predicted date is still in the future (the FDA acted early) are withheld from both lists and counted in unlisted_withheld_forward.',
  addressableNote:
    'FDA decisions (original approvals, efficacy supplements and published complete response letters) in the action ' +
    'window whose sponsor is a filer matched by CIK or by exact name. Fuzzy-name and unmatched sponsors are dropped from this ' +
    'denominator: the feed cannot be expected to see companies that do not file with the SEC.',
  rejectionsNote:
    'Published complete response letters in the action window whose sponsor is addressable, and how many the feed ' +
    'had a date for. Unpublished letters are invisible here; see additional_rejections.',
  additionalRejectionsNote:
    "Rejections companies disclosed in filings that the FDA's published CRL database does not show (yet). " +
    "`disclosed` is the date of the company's filing, not the FDA decision date, so they are not scored.",
  recallMissesNote:
    'Addressable FDA decisions in the action window for which the feed published no date.',
  unresolvedNote:
    'Published dates now past for which no FDA action is on record yet (Drugs@FDA lags by days to weeks; an ' +
    'unpublished rejection stays here until a filing or the CRL database shows it), and approvals a company disclosed that ' +
    'Drugs@FDA does not list (company_disclosed_outcome; CBER biologics are outside it).',
  errorSplitNote:
    'Beyond the spec: whose error it is. fda_acted_early counts decisions where the FDA acted before a goal date the ' +
    'feed had right (no later disclosure changed it); our_date_wrong_or_late counts decisions where the date was wrong or late ' +
    '(later corrected by an operator, an extension the feed missed or published after the action, or another wrong date).',
  hindsightNote:
    'The perfect calendar: the error each scored decision would have had with the final goal date the record ever carried ' +
    '(including disclosures after the action), so the part left is the FDA acting off its own goal date.',
  recallFloorNote: (ledger: boolean): string =>
    ledger
      ? 'recall_floor counts every FDA decision in the action window, whoever the sponsor: the unconditional share the feed dated, ' +
        'the lower of the two recall figures.'
      : "Recall is not computed for this baseline: it holds only the decisions its sources state, not the FDA's whole record.",
  matchedNote: (dropped: Record<string, number>, pending: number, additional: number): string =>
    `A prediction is one review cycle with a published date. Dropped as implausible: ${dropped.disclosed_after_action ?? 0} whose ` +
    `first date was published after the FDA acted, ${dropped.error_beyond_365_days ?? 0} more than 365 days off (another cycle), ` +
    `${dropped.duplicate_claim ?? 0} claiming a decision already matched to a nearer cycle. unmatched counts past dates with no FDA ` +
    `action on record; ${pending} cycles with a future date are pending and ${additional} company-disclosed rejections are under additional_rejections.`,
}
