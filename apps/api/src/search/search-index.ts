import { isNumber, isStopWord, type Token, tokenize } from './search-text.ts';

/**
 * An in-memory inverted index over the catalogue's words (docs/decisions/0035). Each document is a
 * product (or a category, a brand) with weighted fields; a keyword's words must all be found (strict),
 * each as itself, a synonym, the start of a word or a near spelling, and the products are ranked by
 * the weights of the fields where they were found. When nothing has every word, the least useful
 * words are dropped (relaxation) and the answer says which words it shows results for.
 */

export interface IndexedDocument {
  id: number;
  /** Breaks ties after relevance (most popular first). */
  popularity: number;
  /** Texts per field name; the field's weight comes from the index's `weights`. */
  fields: Record<string, readonly string[]>;
}

export interface SearchAnswer {
  /** Matching document ids, most relevant first. */
  ids: Int32Array;
  /** The keyword's words kept after relaxation, when some were dropped; otherwise null. */
  shownFor: string | null;
}

/** How good a match of a query word is, times the field's weight. */
const quality = {
  exact: 1,
  synonym: 0.9,
  prefix: 0.75,
  typo1: 0.6,
  typo2: 0.45,
} as const;

/** At most this many words of the catalogue stand in for one query word's start or misspelling. */
const maxExpansions = 40;
/** Query words beyond this are ignored. */
const maxQueryWords = 10;

/** Edits a word of this length may have and still match (as Meilisearch and Typesense scale them). */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/**
 * Whether `a` and `b` are at most `max` edits apart (insertions, deletions, substitutions and
 * swaps of neighbours: optimal string alignment), computed in bands with an early exit.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  if (max === 0) return false;
  const n = a.length;
  const m = b.length;
  let prevPrev = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return false;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return prev[m]! <= max;
}

interface Postings {
  /** The term's number (as in `nameTerms`). */
  id: number;
  docs: Int32Array;
  weights: Float32Array;
}

/** One way of matching a query word: a catalogue term and how good that match is. */
interface TermMatch {
  term: string;
  quality: number;
}

/** A query word (or a phrase a synonym names) and the ways it may be found. */
interface QueryGroup {
  /** The customer's words this group stands for. */
  label: string;
  /** Each alternative: terms that must all be found (several for a phrase), each with its matches. */
  alternatives: TermMatch[][][];
}

/** Documents a group found, with their best score for it. */
interface GroupHits {
  docs: Int32Array;
  scores: Float32Array;
}

export class SearchIndex {
  private readonly ids: Int32Array;
  private readonly popularity: Int32Array;
  private readonly postings = new Map<string, Postings>();
  /** Every term, sorted: word starts are a range of it. */
  private readonly vocabulary: string[];
  /** Synonym phrases (terms joined by a space) → the other phrases of their rows, as terms. */
  private readonly synonyms = new Map<string, string[][]>();
  private readonly longestSynonym: number;
  private readonly typoCache = new Map<string, TermMatch[]>();
  /** Per document (by position), its name's term numbers in order, -1 between texts. */
  private readonly nameStarts: Int32Array;
  private readonly nameTerms: Int32Array;
  // Scratch space of one search (searches run one at a time on the event loop).
  private readonly best: Float32Array;
  private readonly stamp: Int32Array;
  private readonly total: Float32Array;
  private readonly count: Int32Array;
  private generation = 0;

  /**
   * @param weights each field's weight; a word found in several fields counts with the heaviest.
   * @param shortField a field whose weight grows as its text is shorter (the name: "Tomatoes" is more
   *   about tomatoes than "Chipsy tomato 75 g"): weight × (1 + 0.3 / words of its shortest text).
   */
  constructor(
    documents: readonly IndexedDocument[],
    weights: Record<string, number>,
    synonymRows: readonly (readonly string[])[] = [],
    shortField?: string,
  ) {
    const sorted = [...documents].sort((a, b) => a.id - b.id);
    const n = sorted.length;
    this.ids = Int32Array.from(sorted, (doc) => doc.id);
    this.popularity = Int32Array.from(sorted, (doc) =>
      Math.max(0, Math.min(1000, Math.round(doc.popularity))),
    );
    this.best = new Float32Array(n);
    this.stamp = new Int32Array(n);
    this.total = new Float32Array(n);
    this.count = new Int32Array(n);

    // Terms get numbers as they come; each term's documents come in order (documents are sorted).
    const termIds = new Map<string, number>();
    const docsOf: number[][] = [];
    const weightsOf: number[][] = [];
    const idOf = (term: string) => {
      let termId = termIds.get(term);
      if (termId === undefined) {
        termId = docsOf.length;
        termIds.set(term, termId);
        docsOf.push([]);
        weightsOf.push([]);
      }
      return termId;
    };
    const nameStarts: number[] = [0];
    const nameTerms: number[] = [];
    const tokenCache = new Map<string, Token[]>();
    const local = new Map<number, number>();
    sorted.forEach((doc) => {
      local.clear();
      for (const [field, texts] of Object.entries(doc.fields)) {
        let weight = weights[field] ?? 0;
        if (weight <= 0) continue;
        const tokenized = texts.map((text) => {
          let tokens = tokenCache.get(text);
          if (!tokens) {
            tokens = tokenize(text);
            if (tokenCache.size < 50_000) tokenCache.set(text, tokens);
          }
          return tokens;
        });
        if (field === shortField && tokenized.length > 0) {
          weight *= 1 + 0.3 / Math.max(1, Math.min(...tokenized.map((tokens) => tokens.length)));
        }
        for (const tokens of tokenized) {
          for (const token of tokens) {
            const termId = idOf(token.term);
            if ((local.get(termId) ?? 0) < weight) local.set(termId, weight);
            if (token.withUnit) {
              const unitId = idOf(token.withUnit);
              if ((local.get(unitId) ?? 0) < weight) local.set(unitId, weight);
            }
            // The name's words in order, for the bonus of query words side by side.
            if (field === shortField) nameTerms.push(termId);
          }
          if (field === shortField) nameTerms.push(-1);
        }
      }
      nameStarts.push(nameTerms.length);
      const index = nameStarts.length - 2;
      for (const [termId, weight] of local) {
        docsOf[termId]!.push(index);
        weightsOf[termId]!.push(weight);
      }
    });
    for (const [term, termId] of termIds) {
      this.postings.set(term, {
        id: termId,
        docs: Int32Array.from(docsOf[termId]!),
        weights: Float32Array.from(weightsOf[termId]!),
      });
    }
    this.nameStarts = Int32Array.from(nameStarts);
    this.nameTerms = Int32Array.from(nameTerms);
    this.vocabulary = [...termIds.keys()].sort();

    let longest = 1;
    const phrases = synonymRows.map((row) => [
      ...new Set(row.map((term) => phraseTerms(term).join(' ')).filter((phrase) => phrase !== '')),
    ]);
    for (const row of phrases) {
      for (const phrase of row) {
        const others = row.filter((other) => other !== phrase).map((other) => other.split(' '));
        const known = this.synonyms.get(phrase) ?? [];
        this.synonyms.set(phrase, [...known, ...others]);
        longest = Math.max(longest, phrase.split(' ').length);
      }
    }
    this.longestSynonym = Math.min(longest, 4);
  }

  get size(): number {
    return this.ids.length;
  }

  /** Every document whose fields hold all the keyword's words (or, relaxed, most of them), best first. */
  search(keyword: string): SearchAnswer {
    const groups = this.parse(keyword);
    if (groups.length === 0) return { ids: new Int32Array(0), shownFor: null };
    const hits = groups.map((group) => this.hitsOf(group));
    const pairs = this.pairsOf(groups);
    let kept = groups.map((_, i) => i);
    let found = this.intersect(
      kept.map((i) => hits[i]!),
      pairs,
    );
    if (found.length === 0) {
      // Relaxation: first the words found nowhere, then, one at a time, the most common word.
      kept = kept.filter((i) => hits[i]!.docs.length > 0);
      found = kept.length > 0 ? this.intersect(kept.map((i) => hits[i]!)) : found;
      while (found.length === 0 && kept.length > 1) {
        // Drop one word: among those whose dropping finds something, the most common (the least
        // telling; among equals, the last, more often a refinement than the subject); if none does,
        // the most common, and try again.
        const common = (a: number, b: number) =>
          hits[kept[b]!]!.docs.length - hits[kept[a]!]!.docs.length || b - a;
        const order = kept.map((_, k) => k).sort(common);
        let dropped = false;
        for (const k of order) {
          const rest = kept.filter((_, j) => j !== k);
          const rested = this.intersect(rest.map((i) => hits[i]!));
          if (rested.length > 0) {
            kept = rest;
            found = rested;
            dropped = true;
            break;
          }
        }
        if (!dropped) kept.splice(order[0]!, 1);
      }
    }
    const relaxed = kept.length < groups.length && found.length > 0;
    if (relaxed)
      found = this.intersect(
        kept.map((i) => hits[i]!),
        pairs,
      );
    return {
      ids: found,
      shownFor: relaxed ? kept.map((i) => groups[i]!.label).join(' ') : null,
    };
  }

  /** The keyword as groups: synonym phrases joined, a number and its unit as one, stop words left out. */
  private parse(keyword: string): QueryGroup[] {
    let tokens = tokenize(keyword);
    const meaningful = tokens.filter((token) => !isStopWord(token.word));
    if (meaningful.length > 0) tokens = meaningful;
    tokens = tokens.slice(0, maxQueryWords);
    const groups: QueryGroup[] = [];
    for (let i = 0; i < tokens.length; ) {
      const last = i === tokens.length - 1;
      const token = tokens[i]!;
      let matched = false;
      for (let length = Math.min(this.longestSynonym, tokens.length - i); length >= 1; length--) {
        const words = tokens.slice(i, i + length);
        const phrase = words.map((word) => word.term).join(' ');
        const others = this.synonyms.get(phrase);
        if (!others) continue;
        const original = words.map((word, k) =>
          this.matchesOf(word, i + k === tokens.length - 1, length === 1),
        );
        const alternatives = [
          original,
          ...others.map((terms) => terms.map((term) => [{ term, quality: quality.synonym }])),
        ];
        groups.push({ label: words.map((word) => word.word).join(' '), alternatives });
        i += length;
        matched = true;
        break;
      }
      if (matched) continue;
      const next = tokens[i + 1];
      if (token.withUnit && next) {
        groups.push({
          label: `${token.word} ${next.word}`,
          alternatives: [[[{ term: token.withUnit, quality: quality.exact }]]],
        });
        i += 2;
        continue;
      }
      groups.push({ label: token.word, alternatives: [[this.matchesOf(token, last, true)]] });
      i += 1;
    }
    return groups;
  }

  /**
   * A query term's matches: itself; the words it starts (3 letters or more, or 2 for the last word
   * being typed); for a word the catalogue does not have, its near spellings (0, 1 or 2 edits by length).
   */
  private matchesOf(token: Token, last: boolean, loose: boolean): TermMatch[] {
    const term = token.term;
    const matches: TermMatch[] = [{ term, quality: quality.exact }];
    if (isNumber(term) || !loose) return matches;
    if (term.length >= 3 || (last && term.length >= 2)) {
      let low = 0;
      let high = this.vocabulary.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (this.vocabulary[mid]! < term) low = mid + 1;
        else high = mid;
      }
      for (let k = low, added = 0; k < this.vocabulary.length && added < maxExpansions; k++) {
        const word = this.vocabulary[k]!;
        if (!word.startsWith(term)) break;
        if (word !== term) {
          matches.push({ term: word, quality: quality.prefix });
          added++;
        }
      }
    }
    if (!this.postings.has(term)) matches.push(...this.typos(term, allowedEdits(token.word.length)));
    return matches;
  }

  /** Catalogue terms at most `edits` away from `term`, closest first (cached per term). */
  private typos(term: string, edits: number): TermMatch[] {
    const key = `${edits}:${term}`;
    const cached = this.typoCache.get(key);
    if (cached) return cached;
    const found: TermMatch[] = [];
    if (edits > 0) {
      for (const word of this.vocabulary) {
        if (Math.abs(word.length - term.length) > edits || isNumber(word)) continue;
        if (withinEdits(term, word, 1)) found.push({ term: word, quality: quality.typo1 });
        else if (edits > 1 && withinEdits(term, word, 2)) found.push({ term: word, quality: quality.typo2 });
      }
      found.sort((a, b) => b.quality - a.quality);
      found.length = Math.min(found.length, maxExpansions);
    }
    if (this.typoCache.size > 20_000) this.typoCache.clear();
    this.typoCache.set(key, found);
    return found;
  }

  /** The documents a group finds and each one's best score (field weight × match quality). */
  private hitsOf(group: QueryGroup): GroupHits {
    const gen = ++this.generation;
    const touched: number[] = [];
    for (const alternative of group.alternatives) {
      if (alternative.length === 1) {
        for (const match of alternative[0]!) {
          const postings = this.postings.get(match.term);
          if (!postings) continue;
          for (let k = 0; k < postings.docs.length; k++) {
            const doc = postings.docs[k]!;
            const score = postings.weights[k]! * match.quality;
            if (this.stamp[doc] !== gen) {
              this.stamp[doc] = gen;
              this.best[doc] = score;
              touched.push(doc);
            } else if (score > this.best[doc]!) this.best[doc] = score;
          }
        }
        continue;
      }
      // A phrase: every one of its terms must be found; it scores the mean of their best matches.
      let phrase: Map<number, number> | undefined;
      for (const matches of alternative) {
        const term = new Map<number, number>();
        for (const match of matches) {
          const postings = this.postings.get(match.term);
          if (!postings) continue;
          for (let k = 0; k < postings.docs.length; k++) {
            const doc = postings.docs[k]!;
            if (phrase && !phrase.has(doc)) continue;
            const score = postings.weights[k]! * match.quality;
            if ((term.get(doc) ?? -1) < score) term.set(doc, score);
          }
        }
        if (phrase) for (const [doc, score] of term) term.set(doc, score + phrase.get(doc)!);
        phrase = term;
        if (phrase.size === 0) break;
      }
      for (const [doc, sum] of phrase ?? []) {
        const score = sum / alternative.length;
        if (this.stamp[doc] !== gen) {
          this.stamp[doc] = gen;
          this.best[doc] = score;
          touched.push(doc);
        } else if (score > this.best[doc]!) this.best[doc] = score;
      }
    }
    const docs = Int32Array.from(touched);
    const scores = Float32Array.from(touched, (doc) => this.best[doc]!);
    return { docs, scores };
  }

  /** Neighbouring query words, as term numbers, for the side-by-side bonus (`intersect`). */
  private pairsOf(groups: readonly QueryGroup[]): [number, number][] {
    const pairs: [number, number][] = [];
    for (let i = 0; i + 1 < groups.length; i++) {
      const first = groups[i]!.alternatives[0];
      const second = groups[i + 1]!.alternatives[0];
      if (first?.length !== 1 || second?.length !== 1) continue;
      const a = this.postings.get(first[0]![0]!.term)?.id;
      const b = this.postings.get(second[0]![0]!.term)?.id;
      if (a !== undefined && b !== undefined) pairs.push([a, b]);
    }
    return pairs;
  }

  /**
   * Query words found side by side in the document's name ("لبن اطفال" in "بيبيلاك لبن أطفال 1"):
   * 3 per pair, as Meilisearch ranks by proximity.
   */
  private sideBySide(doc: number, pairs: readonly [number, number][]): number {
    let bonus = 0;
    const end = this.nameStarts[doc + 1]!;
    for (const [a, b] of pairs) {
      for (let k = this.nameStarts[doc]!; k + 1 < end; k++) {
        if (this.nameTerms[k] === a && this.nameTerms[k + 1] === b) {
          bonus += 3;
          break;
        }
      }
    }
    return bonus;
  }

  /**
   * Ids of the documents every group found, by summed score (plus the side-by-side bonus of `pairs`),
   * then popularity, then id.
   */
  private intersect(groups: readonly GroupHits[], pairs: readonly [number, number][] = []): Int32Array {
    if (groups.length === 0) return new Int32Array(0);
    const gen = ++this.generation;
    const smallest = groups.reduce((a, b) => (b.docs.length < a.docs.length ? b : a));
    for (const doc of smallest.docs) {
      this.stamp[doc] = gen;
      this.count[doc] = 0;
      this.total[doc] = 0;
    }
    for (const group of groups) {
      for (let k = 0; k < group.docs.length; k++) {
        const doc = group.docs[k]!;
        if (this.stamp[doc] !== gen) continue;
        this.count[doc]! += 1;
        this.total[doc]! += group.scores[k]!;
      }
    }
    const keys: number[] = [];
    const maxKey = 4001 * 1001;
    for (const doc of smallest.docs) {
      if (this.count[doc] !== groups.length) continue;
      const total = this.total[doc]! + (pairs.length ? this.sideBySide(doc, pairs) : 0);
      const score = Math.min(4000, Math.round(total * 20));
      // One number sorts by score (desc), popularity (desc), then position = id (asc).
      keys.push((maxKey - (score * 1001 + this.popularity[doc]!)) * 2 ** 21 + doc);
    }
    const order = Float64Array.from(keys).sort();
    return Int32Array.from(order, (key) => this.ids[key % 2 ** 21]!);
  }
}

/** A synonym's terms as search reads them (folded, stemmed). */
function phraseTerms(text: string): string[] {
  return tokenize(text).map((token) => token.term);
}
