/**
 * The words of counting and order, declared once: the ordinals ("the first product", "a second supplier"). In lower
 * case; the rules that read them ignore case.
 */
import { pickerOf } from './compile.js'

export const ORDINALS = {
  first: 1,
  second: 2,
} as const

export const ordinals = pickerOf(ORDINALS)
