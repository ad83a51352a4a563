/**
 * The target-action-date grammar of one sentence: which date a PDUFA/goal/action-date phrase is bound to,
 * whether the sentence moves that date (extension), and in what voice the date is stated.
 *
 * A date is bound to a target phrase only through a connector the grammar knows ("PDUFA date of D",
 * "goal date is D", "established D as the PDUFA date", "extended the goal date ... to D, from D0"),
 * never by mere proximity: an advisory-committee date, a submission date or a release date sitting
 * next to the phrase is not its date.
 */
import type { DateMention } from './dates.js'

export type TargetRole = 'current' | 'prior' | 'reference'

export interface TargetBinding {
  date: DateMention
  /** The target phrase (or extension verb) the date is bound to; sentence offsets. */
  anchor: { start: number; end: number }
  strength: 'strong' | 'weak'
  role: TargetRole
  /** The sentence itself moves the date ("extended the PDUFA goal date ... to D"). */
  extension: boolean
  /** "new", "updated", "revised" or "now" qualifies the phrase. */
  newModifier: boolean
  /** Hedged: expected, anticipated, potential, would, if ... */
  modal: boolean
  /** "..., from D0" / "(previous PDUFA target date was D0)" in the same sentence. */
  priorDate: DateMention | null
}

export interface SentenceTargets {
  bindings: TargetBinding[]
  /** A target phrase bound to a month, quarter or half only ("PDUFA date in February 2023"). */
  inexactTargets: number
  negatedTargets: number
}

const PDUFA_NAME = String.raw`(?:prescription\s+drug\s+user\s+fee\s+act|pdufa)(?:\s*\(\s*"?pdufa"?\s*\))?`
const HEAD = String.raw`(?:target|goal|review|action|decision)`
const STRONG_PHRASE = new RegExp(
  String.raw`(?:\btarget\s+)?\b${PDUFA_NAME}\s+(?:${HEAD}\s+){0,3}(?:date|goal|deadline)\b|\b(?:${HEAD}\s+){0,2}(?:action|goal)\s+date\b(?:\s*\(\s*pdufa\s*\))?`,
  'gi',
)
const WEAK_PHRASE = /\b(?:fda\s+)?(?:target|review|decision)\s+date\b/gi
const BARE_PDUFA = /\bpdufa\b/gi
/** Other user-fee programmes (generics, biosimilars, devices, animal drugs) are not PDUFA. */
const OTHER_USER_FEE = /(?:gdufa|bsufa|mdufa|adufa|agdufa|biosimilar\s+user\s+fee)\W*$/i

const CONNECTOR_END = /(?:\b(?:of|is|was|to|as|on|for|at|than|be|remains?|until|from|now|set|scheduled|moved|extended|changed|reset|revised|confirmed\s+as)|[:=(-])\s*$/i
const SHORT_CONNECTOR = /^[\s:=(-]*(?:(?:of|is|was|on|at|:)\s*)?$/i
const GAP_DISQUALIFIER = /\b(?:advisory|committee|adcomm|meeting|readout|top-?line|data|results|trial|study|launch|earnings|conference|webcast|call|submitted|filed|received|receipt|announced|notified|informed|communicated|inspection|gdufa|bsufa|mdufa|patent|exclusivity|expir\w*|designation|approved|approval\s+(?:on|in|date)|ema|chmp|european|japan|china|canada|mhra|pmda|nmpa|day[- ]74|letter|webinar|presentation|shareholder|annual|quarter|fiscal)\b|;/i

const EXTENSION_VERB = /\b(?:extend(?:s|ed|ing)?|mov(?:e|es|ed|ing)|chang(?:e|es|ed|ing)|push(?:es|ed|ing)?(?:\s+back)?|postpon(?:e|es|ed|ing)|delay(?:s|ed|ing)?|revis(?:e|es|ed|ing)|reset)\b/gi
const EXTENSION_OBJECT = /\b(?:pdufa|review(?:\s+(?:period|clock|timeline|cycle|goal))?|(?:action|goal|target)\s+date|decision|user\s+fee)\b/i

const REFERENCE_BEFORE = /\b(?:by|ahead\s+of|before|prior\s+to|in\s+advance\s+of|following|after|beyond|past|miss(?:ed|es|ing)?|pass(?:ed|es)?|around|approaching|until|near|on\s+or\s+before|in\s+anticipation\s+of|complete\s+(?:\w+\s+){0,3}by)\s+(?:the\s+|its\s+|their\s+|our\s+|this\s+|that\s+|a\s+|an\s+)?(?:[\w.'-]+\s+){0,2}$/i
const PRIOR_BEFORE = /\b(?:previous(?:ly)?|prior(?!\s+to)|original(?:ly)?|initial(?:ly)?|former(?:ly)?|earlier|at\s+which\s+time|had\s+(?:been\s+)?(?:set|assigned|scheduled|established|had|an?))\b/i
const NEW_BEFORE = /\b(?:new|updated|revised|extended|amended|now|current|moved)\s+(?:[\w()".'-]+\s+){0,5}$/i
const MODAL = /\b(?:expect(?:s|ed|ing)?|anticipat(?:e|es|ed|ing)|would|could|may|might|potential(?:ly)?|estimat(?:e|es|ed|ing)|project(?:s|ed|ing)?|plan(?:s|ned)?|likely|should|intend(?:s|ed)?|if|assum(?:e|es|ed|ing)|hope(?:s|d)?|targets|targeting|tentative(?:ly)?|guidance|subject\s+to)\b/i
const NEGATION = /\b(?:not|no|never|without|yet\s+to|neither|nor)\b/i
const CLAUSE_BREAK = /(?:[;:(]|,\s|\b(?:and|but|while|whereas|although|though)\b)(?![^(]*\))/gi

const PRIOR_AFTER = /^\s*,?\s*\(?\s*(?:from|compared\s+(?:to|with)|versus|vs\.?|up\s+from)\s+(?:the\s+|its\s+|a\s+)?(?:previously\s+(?:announced|scheduled|set|assigned|disclosed)\s+|original(?:ly)?\s+(?:scheduled\s+|assigned\s+|set\s+)?|previous\s+|prior\s+|initial\s+|earlier\s+)?(?:(?:pdufa|target|goal|action|review)\s+)*(?:date\s+)?(?:of\s+)?$/i

interface Phrase { start: number; end: number; kind: 'strong' | 'weak' | 'bare' }

function findPhrases(sentence: string): Phrase[] {
  const phrases: Phrase[] = []
  const overlaps = (start: number, end: number) => phrases.some((p) => start < p.end && p.start < end)
  for (const [pattern, kind] of [[STRONG_PHRASE, 'strong'], [WEAK_PHRASE, 'weak'], [BARE_PDUFA, 'bare']] as const) {
    for (const m of sentence.matchAll(pattern)) {
      const start = m.index ?? 0
      const end = start + m[0].length
      if (overlaps(start, end)) continue
      if (OTHER_USER_FEE.test(sentence.slice(Math.max(0, start - 24), start))) continue
      phrases.push({ start, end, kind })
    }
  }
  return phrases.sort((a, b) => a.start - b.start)
}

/** Start of the clause that contains `offset` (after the last comma, semicolon, colon, parenthesis or conjunction). */
function clauseStart(sentence: string, offset: number): number {
  let start = 0
  for (const m of sentence.slice(0, offset).matchAll(CLAUSE_BREAK)) start = (m.index ?? 0) + m[0].length
  return start
}

/** Commas outside parentheses: a long gap with a comma has changed topic. */
function hasBareComma(text: string): boolean {
  return /,(?![^(]*\))/.test(text)
}

function withoutIdioms(text: string): string {
  return text.replace(/\bno\s+later\s+than\b/gi, ' ').replace(/\bnot\s+only\b/gi, ' ')
}

/** The sentence with every date blanked out, so that "May 31" never reads as the modal "may". */
function maskDates(sentence: string, dates: readonly DateMention[]): string {
  let masked = sentence
  for (const d of dates) masked = masked.slice(0, d.start) + 'x'.repeat(d.end - d.start) + masked.slice(d.end)
  return masked
}

export function findTargetDates(text: string, dates: readonly DateMention[]): SentenceTargets {
  const sentence = maskDates(text, dates)
  const phrases = findPhrases(sentence)
  const bindings: TargetBinding[] = []
  let inexactTargets = 0
  let negatedTargets = 0
  const boundDates = new Set<DateMention>()

  for (const [index, phrase] of phrases.entries()) {
    const nextPhraseStart = phrases[index + 1]?.start ?? Number.POSITIVE_INFINITY
    const clause = clauseStart(sentence, phrase.start)
    const before = sentence.slice(Math.max(clause, phrase.start - 60), phrase.start)
    let date: DateMention | null = null
    let strength: 'strong' | 'weak' = phrase.kind === 'strong' ? 'strong' : 'weak'
    let gapText = ''

    // Phrase, then date: "PDUFA target action date of June 5, 2022", "goal date has also been confirmed as 18 December 2013".
    const after = dates.find((d) => d.start >= phrase.end)
    if (after !== undefined && after.start < nextPhraseStart) {
      const gap = sentence.slice(phrase.end, after.start)
      const words = gap.trim().split(/\s+/).filter(Boolean).length
      const shortForm = phrase.kind !== 'strong'
      const connects = shortForm ? SHORT_CONNECTOR.test(gap) : gap.length <= 110 && words <= 18 && CONNECTOR_END.test(gap) && !GAP_DISQUALIFIER.test(gap)
      if (connects) {
        date = after
        gapText = gap
        if (!shortForm && (gap.length > 100 || hasBareComma(gap))) strength = 'weak'
      }
    }
    // Date, then phrase: "established December 15, 2012 as the PDUFA action date", "its Feb. 26 PDUFA".
    if (date === null) {
      const previous = [...dates].reverse().find((d) => d.end <= phrase.start && !boundDates.has(d))
      if (previous !== undefined) {
        const gap = sentence.slice(previous.end, phrase.start)
        const copula = /^\s*,?\s*(?:as|is|was|will\s+be|has\s+been\s+(?:set|assigned|established)\s+as)\s+(?:the|its|a|an|our|their)\s+(?:(?:new|updated|revised|extended|current|anticipated|expected|original|initial|previous|prior|fda'?s?|agency'?s?)\s+)*$/i
        const attributive = /^\s*$/.test(gap) && /\b(?:its|the|a|an|their|our|his|her|this)\s+$|'s\s+$/i.test(sentence.slice(Math.max(0, previous.start - 12), previous.start))
        if (copula.test(gap) || attributive) {
          date = previous
          gapText = ''
          if (attributive && phrase.kind === 'bare') strength = 'weak'
        }
      }
    }
    if (date === null) continue
    boundDates.add(date)
    if (date.precision !== 'day') { inexactTargets++; continue }

    const clauseText = withoutIdioms(sentence.slice(clause, phrase.start) + gapText)
    if (NEGATION.test(clauseText)) { negatedTargets++; continue }
    const referenceVoice = REFERENCE_BEFORE.test(sentence.slice(Math.max(clause, phrase.start - 40), phrase.start))
    const priorVoice = PRIOR_BEFORE.test(before) || /^\s*(?:was|had\s+been)\b/i.test(gapText) && PRIOR_BEFORE.test(sentence.slice(clause, phrase.start))
    const role: TargetRole = priorVoice ? 'prior' : referenceVoice ? 'reference' : 'current'
    const modalWindow = withoutIdioms(sentence.slice(clause, Math.min(date.end, sentence.length)))
    const binding: TargetBinding = {
      date,
      anchor: { start: phrase.start, end: phrase.end },
      strength: role === 'reference' ? 'weak' : strength,
      role,
      extension: /\b(?:extend\w*|mov(?:e|ed)|chang(?:e|ed)|postpon\w*|delay\w*|push\w*\s+back|reset)\b/i.test(gapText),
      newModifier: NEW_BEFORE.test(sentence.slice(Math.max(clause, phrase.start - 50), phrase.start)) || /\bnow\b/i.test(gapText),
      modal: MODAL.test(modalWindow.replace(/\b(?:target|goal)\s+(?:action\s+)?date\b/gi, ' ')),
      priorDate: null,
    }
    bindings.push(binding)
  }

  // Extension verbs without a target phrase of their own: "will extend its review of the NDA for X by three months to July 30, 2018".
  for (const verb of sentence.matchAll(EXTENSION_VERB)) {
    const verbStart = verb.index ?? 0
    const verbEnd = verbStart + verb[0].length
    const date = dates.find((d) => d.start >= verbEnd)
    if (date === undefined || date.start - verbEnd > 140) continue
    const span = sentence.slice(verbEnd, date.start)
    if (!/\bto\s+$/i.test(span) || !EXTENSION_OBJECT.test(span) || GAP_DISQUALIFIER.test(span)) continue
    const clause = clauseStart(sentence, verbStart)
    if (NEGATION.test(withoutIdioms(sentence.slice(clause, verbStart)))) continue
    const existing = bindings.find((b) => b.date === date)
    if (existing !== undefined) { existing.extension = true; continue }
    if (date.precision !== 'day') { inexactTargets++; continue }
    bindings.push({
      date,
      anchor: { start: verbStart, end: verbEnd },
      strength: span.length <= 120 && !hasBareComma(span) ? 'strong' : 'weak',
      role: 'current',
      extension: true,
      newModifier: false,
      modal: MODAL.test(withoutIdioms(sentence.slice(clause, date.end))),
      priorDate: null,
    })
  }

  // The previous date stated in the same sentence: "... to 27 April 2021, from 27 January 2021", "(previous ... was 5 April 2020)".
  for (const binding of bindings) {
    if (binding.role !== 'current') continue
    const following = dates.find((d) => d.start >= binding.date.end)
    if (following !== undefined && following.precision === 'day' && PRIOR_AFTER.test(sentence.slice(binding.date.end, following.start))) {
      binding.priorDate = following
      binding.extension = true
      continue
    }
    const priorBinding = bindings.find((b) => b.role === 'prior' && b !== binding)
    if (priorBinding !== undefined && (binding.extension || binding.newModifier)) {
      binding.priorDate = priorBinding.date
      binding.extension = true
    }
  }
  // A date that serves as the previous date of another binding is not asserted on its own.
  const priorDates = new Set(bindings.map((b) => b.priorDate).filter((d): d is DateMention => d !== null))
  return { bindings: bindings.filter((b) => !priorDates.has(b.date)), inexactTargets, negatedTargets }
}
