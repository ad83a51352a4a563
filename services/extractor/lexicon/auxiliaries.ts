/**
 * The auxiliaries and copulas a rule reads between a subject and what it says of it ("is", "has been", "remains",
 * "did not"), declared once with the verb each is a form of. The modals are modals.ts's; a rule that reads both names
 * them together through `closedWords` (function-words.ts).
 */
export const AUXILIARIES = {
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  be: 'be',
  been: 'be',
  being: 'be',
  has: 'have',
  have: 'have',
  had: 'have',
  does: 'do',
  do: 'do',
  did: 'do',
  remains: 'remain',
  remained: 'remain',
  becomes: 'become',
  became: 'become',
  // "X has become the first drug approved for Y" (an approval counted off: approval-patterns.ts).
  become: 'become',
} as const

export type Auxiliary = keyof typeof AUXILIARIES
