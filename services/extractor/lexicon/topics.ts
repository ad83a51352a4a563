/**
 * The nouns by which a text speaks about a date as a topic rather than states it ("the timing of the PDUFA date",
 * "statements regarding the goal date", "risks relating to the action date"), in the forms the rules read.
 */
import { pickerOf } from './compile.js'

export const TOPIC_NOUNS = {
  timing: 'topic',
  timeline: 'topic',
  outcome: 'topic',
  likelihood: 'topic',
  expectation: 'topic',
  expectations: 'topic',
  statement: 'topic',
  statements: 'topic',
  uncertainty: 'doubt',
  uncertainties: 'doubt',
  risk: 'doubt',
  risks: 'doubt',
  assumption: 'doubt',
  assumptions: 'doubt',
} as const

export const topicNouns = pickerOf(TOPIC_NOUNS)

/** The verb of running a risk, past the noun's "risks": "Kestrel risked receiving a complete response letter". */
export const RISK_VERB_FORMS = { risked: 'doubt', risking: 'doubt' } as const
export const riskVerbForms = pickerOf(RISK_VERB_FORMS)
