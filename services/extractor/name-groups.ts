/**
 * The names a text gives its drugs, grouped into one entity per drug: each name once (by its key, as drugKey reads it),
 * with the surface form first seen, joined to the other names of the same drug (a union-find whose representative is
 * the name seen first).
 */
import { drugKey } from './name-tokens.js'
import { isInnName } from './inn-stems.js'

/** A nonproprietary name as it is written in running text: every word in lower case with a stem ("tovaclomab vedotin"). */
export function writtenInItsOwnCase(name: string): boolean {
  return name === name.toLowerCase() && name.split(' ').every((word) => isInnName(word))
}

export class NameGroups {
  private readonly parent = new Map<string, string>()
  readonly surface = new Map<string, string>()
  readonly order: string[] = []

  add(written: string): string {
    // "Halvorex Halvorex": a heading run into its paragraph names the product once.
    const twice = /^(\S+) \1$/.exec(written)
    const name = twice === null ? written : twice[1]!
    const key = drugKey(name)
    if (key.length < 2) return key
    if (!this.parent.has(key)) {
      this.parent.set(key, key)
      this.surface.set(key, name)
      this.order.push(key)
    } else if (name !== this.surface.get(key) && writtenInItsOwnCase(name)) {
      // "Tovaclomab Accepted for Review ... the BLA for tovaclomab": a nonproprietary name is written in lower case; the
      // capital of a headline or a sentence's first word, or a headline in capitals, is the place's, not the name's.
      this.surface.set(key, name)
    }
    return key
  }

  find(key: string): string {
    let root = key
    while (this.parent.get(root) !== root && this.parent.has(root)) root = this.parent.get(root)!
    return root
  }

  union(a: string, b: string): void {
    if (!this.parent.has(a) || !this.parent.has(b)) return
    const rootA = this.find(a)
    const rootB = this.find(b)
    if (rootA === rootB) return
    // The name seen first stays the representative.
    if (this.order.indexOf(rootA) <= this.order.indexOf(rootB)) this.parent.set(rootB, rootA)
    else this.parent.set(rootA, rootB)
  }

  /**
   * A name inside a longer one is the same drug: "tisotumab" in "tisotumab vedotin", "pegcetacoplan" in "intravitreal
   * pegcetacoplan". Not a word two names share ("autotemcel" in "betibeglogene autotemcel" and "elivaldogene
   * autotemcel"): it joins neither.
   */
  joinContainedNames(): void {
    // Each key padded once, not once per pair it is compared in.
    const padded = this.order.map((key) => ` ${key} `)
    for (let i = 0; i < this.order.length; i++) {
      const shorter = this.order[i]!
      const longers = this.order.filter(
        (longer, j) =>
          shorter !== longer && longer.length > shorter.length && padded[j]!.includes(padded[i]!),
      )
      // Longer names that hold one another are one name written at more length ("X vedotin" and "X vedotin-tftv").
      const distinct = longers.filter(
        (longer) =>
          !longers.some((other) => other !== longer && ` ${longer} `.includes(` ${other} `)),
      )
      if (distinct.length > 1) continue
      // "tavrunosin" and "tavrunosin/merotide": a fixed combination written with its slash is another product than
      // each of its parts, never the same drug written at more length.
      for (const longer of longers)
        if (!this.partOfCombination(shorter, longer)) this.union(shorter, longer)
    }
  }

  /** Whether `shorter` is one part, or inside one part, of a combination `longer` is written as ("A/B", "A / B"). */
  private partOfCombination(shorter: string, longer: string): boolean {
    const parts = (this.surface.get(longer) ?? longer).split('/')
    if (parts.length < 2) return false
    return parts.some((part) => ` ${drugKey(part)} `.includes(` ${shorter} `))
  }

  /** The entities (numbered as `entities` numbers them) every name of which is one of `keys`. */
  entitiesNamedOnlyBy(
    keys: ReadonlySet<string>,
    entityOfRoot: ReadonlyMap<string, number>,
  ): Set<number> {
    const only = new Set<number>()
    if (keys.size === 0) return only
    for (const [root, entity] of entityOfRoot)
      if (this.order.every((key) => this.find(key) !== root || keys.has(key))) only.add(entity)
    return only
  }

  /** Each group an entity, numbered in the order its first name was seen, with its names in that order. */
  entities(): { entityOfRoot: Map<string, number>; entityNames: string[][] } {
    const entityOfRoot = new Map<string, number>()
    const entityNames: string[][] = []
    for (const key of this.order) {
      const root = this.find(key)
      let entity = entityOfRoot.get(root)
      if (entity === undefined) {
        entity = entityNames.length
        entityOfRoot.set(root, entity)
        entityNames.push([])
      }
      entityNames[entity]!.push(this.surface.get(key) ?? key)
    }
    return { entityOfRoot, entityNames }
  }
}
