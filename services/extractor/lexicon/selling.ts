/**
 * The participles a release tells a product's future sale with ("to be sold under the brand name Zelvora", "to be
 * marketed as Zelvora"): the name after them is the brand of the product just named (drug-resolution.ts).
 */
import { pickerOf } from './compile.js'

export const SELLING_PARTICIPLES = {
  sold: 'sale',
  marketed: 'sale',
  branded: 'name',
  commercialized: 'sale',
  commercialised: 'sale',
} as const

export const sellingParticiples = pickerOf(SELLING_PARTICIPLES)
