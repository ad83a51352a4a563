/**
 * Modal verbs, declared once with what each says of the clause it governs. A rule takes the senses it needs: a hedge
 * reads possibility, condition and obligation; a hypothetical move also ability ("can be extended").
 */
import { anyOf } from './compile.js'

export const MODALS = {
  may: 'possibility',
  might: 'possibility',
  could: 'possibility',
  can: 'ability',
  would: 'condition',
  should: 'obligation',
  will: 'future',
  /** "shall": the drafting of statutes and agreements, read only where a rule names it. */
  shall: 'directive',
} as const

export type Modal = keyof typeof MODALS
export type ModalSense = (typeof MODALS)[keyof typeof MODALS]

/** The modals of the given senses as one alternation. */
export function modalsOf(...senses: readonly ModalSense[]): string {
  return anyOf(
    (Object.keys(MODALS) as Array<keyof typeof MODALS>).filter((word) =>
      senses.includes(MODALS[word]),
    ),
  )
}
