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
  // Three rows of the table, reused from one call to the next (the typo scan calls this per word of
  // the vocabulary: allocating them each time was most of its cost).
  if (editRows.length < 3 * (m + 1)) editRows = new Int32Array(3 * (m + 1) * 2);
  let prevPrev = 0;
  let prev = m + 1;
  let current = 2 * (m + 1);
  const rows = editRows;
  for (let j = 0; j <= m; j++) {
    rows[prevPrev + j] = 0;
    rows[prev + j] = j;
  }
  for (let i = 1; i <= n; i++) {
    rows[current] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let value = Math.min(rows[prev + j]! + 1, rows[current + j - 1]! + 1, rows[prev + j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && aBefore === bj) {
        value = Math.min(value, rows[prevPrev + j - 2]! + 1);
      }
      rows[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return false;
    const oldest = prevPrev;
    prevPrev = prev;
    prev = current;
    current = oldest;
  }
  return rows[prev + m]! <= max;
}

/** withinEdits' table rows (one search at a time: the event loop runs one). */
let editRows = new Int32Array(3 * 64);

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
  /** Document ids by position: ascending (positions of removed documents keep theirs, not live). */
  private ids: Int32Array;
  private popularity: Int32Array;
  /** 1 where the position holds a document, 0 where it was removed. */
  private live: Uint8Array;
  /** Positions in use (live or removed); the typed arrays may be longer (room to add). */
  private used: number;
  private liveCount: number;
  private readonly postings = new Map<string, Postings>();
  private nextTermId: number;
  /** Every term, sorted: word starts are a range of it. */
  private vocabulary: string[];
  /** Synonym phrases (terms joined by a space) → the other phrases of their rows, as terms. */
  private synonyms = new Map<string, string[][]>();
  private longestSynonym = 1;
  private readonly typoCache = new Map<string, TermMatch[]>();
  /** Per document (by position), its name's term numbers in order, -1 between texts, as built. */
  private readonly nameStarts: Int32Array;
  private readonly nameTerms: Int32Array;
  /** Names of the positions updated or added since the build (they win over `nameTerms`). */
  private readonly updatedNames = new Map<number, Int32Array>();
  // Scratch space of one search (searches run one at a time on the event loop).
  private best: Float32Array;
  private stamp: Int32Array;
  private total: Float32Array;
  private count: Int32Array;
  /** Sort keys of one ranking (grown to the largest needed). */
  private keys = new Float64Array(0);
  private generation = 0;

  /**
   * @param weights each field's weight; a word found in several fields counts with the heaviest.
   * @param shortField a field whose weight grows as its text is shorter (the name: "Tomatoes" is more
   *   about tomatoes than "Chipsy tomato 75 g"): weight × (1 + 0.3 / words of its shortest text).
   */
  constructor(
    documents: readonly IndexedDocument[],
    private readonly weights: Record<string, number>,
    synonymRows: readonly (readonly string[])[] = [],
    private readonly shortField?: string,
  ) {
    const sorted = [...documents].sort((a, b) => a.id - b.id);
    const n = sorted.length;
    this.ids = Int32Array.from(sorted, (doc) => doc.id);
    this.popularity = Int32Array.from(sorted, (doc) => clampPopularity(doc.popularity));
    this.live = new Uint8Array(n).fill(1);
    this.used = n;
    this.liveCount = n;
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
    sorted.forEach((doc, index) => {
      local.clear();
      this.analyze(doc, idOf, local, nameTerms, tokenCache);
      nameStarts.push(nameTerms.length);
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
    this.nextTermId = docsOf.length;
    this.nameStarts = Int32Array.from(nameStarts);
    this.nameTerms = Int32Array.from(nameTerms);
    this.vocabulary = [...termIds.keys()].sort();
    this.setSynonyms(synonymRows);
  }

  /**
   * A document's terms with their weight (the heaviest field each is found in) into `local`, and its
   * name's terms in order (-1 after each text) onto `name`.
   */
  private analyze(
    doc: IndexedDocument,
    idOf: (term: string) => number,
    local: Map<number, number>,
    name: number[],
    tokenCache?: Map<string, Token[]>,
  ) {
    for (const [field, texts] of Object.entries(doc.fields)) {
      let weight = this.weights[field] ?? 0;
      if (weight <= 0) continue;
      const tokenized = texts.map((text) => {
        let tokens = tokenCache?.get(text);
        if (!tokens) {
          tokens = tokenize(text);
          if (tokenCache && tokenCache.size < 50_000) tokenCache.set(text, tokens);
        }
        return tokens;
      });
      if (field === this.shortField && tokenized.length > 0) {
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
          if (field === this.shortField) name.push(termId);
        }
        if (field === this.shortField) name.push(-1);
      }
    }
  }

  /** Replaces the synonym rows (they are read at query time only: no document is touched). */
  setSynonyms(synonymRows: readonly (readonly string[])[]) {
    const synonyms = new Map<string, string[][]>();
    let longest = 1;
    const phrases = synonymRows.map((row) => [
      ...new Set(row.map((term) => phraseTerms(term).join(' ')).filter((phrase) => phrase !== '')),
    ]);
    for (const row of phrases) {
      for (const phrase of row) {
        const others = row.filter((other) => other !== phrase).map((other) => other.split(' '));
        const known = synonyms.get(phrase) ?? [];
        synonyms.set(phrase, [...known, ...others]);
        longest = Math.max(longest, phrase.split(' ').length);
      }
    }
    this.synonyms = synonyms;
    this.longestSynonym = Math.min(longest, 4);
  }

  /** The position of a document id, or -1 (ids ascend by position: a binary search). */
  private positionOf(id: number): number {
    let low = 0;
    let high = this.used;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.ids[mid]! < id) low = mid + 1;
      else high = mid;
    }
    return low < this.used && this.ids[low] === id ? low : -1;
  }

  /**
   * Puts these documents in place of those with the same ids (adding the others) and removes the
   * `removed` ids, touching only their terms: afterwards the index answers exactly as one built from
   * scratch on the same documents. Returns false, having changed nothing, when it cannot do so: a new
   * document whose id is below a larger one already indexed (positions follow ids, which break ties);
   * the caller then builds the index again.
   */
  update(documents: readonly IndexedDocument[], removed: readonly number[] = []): boolean {
    const byId = new Map<number, IndexedDocument>();
    for (const doc of documents) byId.set(doc.id, doc);
    const gone = new Set(removed.filter((id) => !byId.has(id)));
    const lastId = this.used > 0 ? this.ids[this.used - 1]! : Number.NEGATIVE_INFINITY;
    const added: IndexedDocument[] = [];
    const replaced = new Map<number, IndexedDocument>();
    for (const doc of byId.values()) {
      const position = this.positionOf(doc.id);
      if (position >= 0) replaced.set(position, doc);
      else if (doc.id > lastId) added.push(doc);
      else return false;
    }
    added.sort((a, b) => a.id - b.id);
    if (added.length > 0 && this.used + added.length >= 2 ** 21) return false;

    // 1. Room for the added documents at the end.
    const start = this.used;
    this.reserve(start + added.length);
    for (const [k, doc] of added.entries()) this.ids[start + k] = doc.id;
    this.used = start + added.length;

    // 2. The new texts' terms (new terms get new numbers): term → position → weight.
    const newTerms = new Map<string, number>();
    const termOf = new Map<number, string>();
    const idOf = (term: string) => {
      let termId = this.postings.get(term)?.id ?? newTerms.get(term);
      if (termId === undefined) {
        termId = this.nextTermId++;
        newTerms.set(term, termId);
      }
      termOf.set(termId, term);
      return termId;
    };
    const local = new Map<number, number>();
    const placed: [number, IndexedDocument][] = [
      ...replaced,
      ...added.map((doc, k): [number, IndexedDocument] => [start + k, doc]),
    ].sort((a, b) => a[0] - b[0]);
    const additions = new Map<string, Map<number, number>>();
    for (const [position, doc] of placed) {
      local.clear();
      const name: number[] = [];
      this.analyze(doc, idOf, local, name);
      this.updatedNames.set(position, Int32Array.from(name));
      this.popularity[position] = clampPopularity(doc.popularity);
      for (const [termId, weight] of local) {
        const term = termOf.get(termId)!;
        let list = additions.get(term);
        if (!list) {
          list = new Map();
          additions.set(term, list);
        }
        list.set(position, weight);
      }
    }

    // 3. Lists that hold a replaced or removed document: where its new text has the term too, the
    // weight is set in place (most of a renamed product's terms); otherwise it is taken out (a copy
    // of the list without it).
    const cleared = new Set<number>(replaced.keys());
    for (const id of gone) {
      const position = this.positionOf(id);
      if (position >= 0 && this.live[position]) cleared.add(position);
    }
    /** Lists that lost positions (still sorted), by term. */
    const kept = new Map<string, { docs: Int32Array; weights: Float32Array }>();
    if (cleared.size > 0) {
      const positions = Int32Array.from(cleared).sort();
      const first = positions[0]!;
      const last = positions[positions.length - 1]!;
      const mark = new Uint8Array(last + 1);
      for (const position of positions) mark[position] = 1;
      const leaving = new Set<number>();
      for (const [term, postings] of this.postings) {
        const docs = postings.docs;
        // Posting lists are sorted by position: most are skipped at their ends or by a binary search.
        if (docs.length === 0 || docs[0]! > last || docs[docs.length - 1]! < first) continue;
        if (!listHasAny(docs, positions, mark)) continue;
        const staying = additions.get(term);
        leaving.clear();
        for (let k = 0; k < docs.length; k++) {
          const doc = docs[k]!;
          if (doc > last || !mark[doc]) continue;
          const weight = staying?.get(doc);
          if (weight === undefined) {
            leaving.add(doc);
          } else {
            postings.weights[k] = weight;
            staying!.delete(doc);
          }
        }
        if (leaving.size === 0) continue;
        const size = docs.length - leaving.size;
        const list = { docs: new Int32Array(size), weights: new Float32Array(size) };
        for (let k = 0, n = 0; k < docs.length; k++) {
          const doc = docs[k]!;
          if (doc <= last && mark[doc] && leaving.has(doc)) continue;
          list.docs[n] = doc;
          list.weights[n++] = postings.weights[k]!;
        }
        kept.set(term, list);
      }
    }
    for (const [position] of placed) {
      if (!this.live[position]) this.liveCount++;
      this.live[position] = 1;
    }
    for (const id of gone) {
      const position = this.positionOf(id);
      if (position < 0 || !this.live[position]) continue;
      this.live[position] = 0;
      this.liveCount--;
      this.updatedNames.set(position, new Int32Array(0));
    }

    // 4. The changed lists back (a merge of two sorted lists); a term no document has any more is forgotten.
    const addedWords: string[] = [];
    const droppedWords = new Set<string>();
    for (const term of new Set([...kept.keys(), ...additions.keys()])) {
      const extra = additions.get(term);
      const base = kept.get(term);
      // Set in place already, nothing to add or take out.
      if (!base && (!extra || extra.size === 0)) continue;
      const known = this.postings.get(term);
      const from = base ?? known ?? { docs: new Int32Array(0), weights: new Float32Array(0) };
      const more = extra ? [...extra].sort((a, b) => a[0] - b[0]) : [];
      const size = from.docs.length + more.length;
      if (size === 0) {
        if (known) {
          this.postings.delete(term);
          droppedWords.add(term);
        }
        continue;
      }
      const docs = new Int32Array(size);
      const weights = new Float32Array(size);
      for (let a = 0, b = 0, n = 0; n < size; n++) {
        if (b >= more.length || (a < from.docs.length && from.docs[a]! < more[b]![0])) {
          docs[n] = from.docs[a]!;
          weights[n] = from.weights[a++]!;
        } else {
          docs[n] = more[b]![0];
          weights[n] = more[b++]![1];
        }
      }
      this.postings.set(term, { id: known?.id ?? newTerms.get(term)!, docs, weights });
      if (!known) addedWords.push(term);
    }
    if (addedWords.length + droppedWords.size > 0) {
      if (addedWords.length + droppedWords.size > 1000) {
        this.vocabulary = [...this.postings.keys()].sort();
      } else {
        const vocabulary = droppedWords.size
          ? this.vocabulary.filter((word) => !droppedWords.has(word))
          : this.vocabulary;
        for (const word of addedWords.sort()) {
          vocabulary.splice(lowerBound(vocabulary, word), 0, word);
        }
        this.vocabulary = vocabulary;
      }
      // Near spellings were found in the old vocabulary.
      this.typoCache.clear();
    }
    return true;
  }

  /** Makes the per-position arrays at least `size` long (doubling, as a list grows). */
  private reserve(size: number) {
    if (size <= this.ids.length) return;
    const capacity = Math.max(size, Math.ceil(this.ids.length * 1.5), 64);
    const grow = <T extends Int32Array | Float32Array | Uint8Array>(array: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    this.ids = grow(this.ids, (n) => new Int32Array(n));
    this.popularity = grow(this.popularity, (n) => new Int32Array(n));
    this.live = grow(this.live, (n) => new Uint8Array(n));
    this.best = grow(this.best, (n) => new Float32Array(n));
    this.stamp = grow(this.stamp, (n) => new Int32Array(n));
    this.total = grow(this.total, (n) => new Float32Array(n));
    this.count = grow(this.count, (n) => new Int32Array(n));
  }

  /** How many documents the index holds. */
  get size(): number {
    return this.liveCount;
  }

  /**
   * Every document whose fields hold all the keyword's words (or, relaxed, most of them), best first;
   * with a `limit`, only the first ones (the type-ahead: the same as the whole ranking's first).
   */
  search(keyword: string, limit?: number): SearchAnswer {
    if (limit !== undefined) limit = Math.max(1, Math.floor(limit));
    const groups = this.parse(keyword);
    if (groups.length === 0) return { ids: new Int32Array(0), shownFor: null };
    const hits = groups.map((group) => this.hitsOf(group));
    const pairs = this.pairsOf(groups);
    let kept = groups.map((_, i) => i);
    let found = this.intersect(
      kept.map((i) => hits[i]!),
      pairs,
      limit,
    );
    if (found.length === 0) {
      // Relaxation: first the words found nowhere, then, one at a time, the most common word.
      kept = kept.filter((i) => hits[i]!.docs.length > 0);
      found =
        kept.length > 0
          ? this.intersect(
              kept.map((i) => hits[i]!),
              [],
              limit,
            )
          : found;
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
          const rested = this.intersect(
            rest.map((i) => hits[i]!),
            [],
            limit,
          );
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
        limit,
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
      const from = lowerBound(this.vocabulary, term);
      for (let k = from, added = 0; k < this.vocabulary.length && added < maxExpansions; k++) {
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
    const scores = new Float32Array(docs.length);
    for (let k = 0; k < docs.length; k++) scores[k] = this.best[docs[k]!]!;
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
    const updated = this.updatedNames.get(doc);
    const terms = updated ?? this.nameTerms;
    const begin = updated ? 0 : this.nameStarts[doc]!;
    const end = updated ? updated.length : this.nameStarts[doc + 1]!;
    for (const [a, b] of pairs) {
      for (let k = begin; k + 1 < end; k++) {
        if (terms[k] === a && terms[k + 1] === b) {
          bonus += 3;
          break;
        }
      }
    }
    return bonus;
  }

  /**
   * Ids of the documents every group found, by summed score (plus the side-by-side bonus of `pairs`),
   * then popularity, then id; with a `limit`, only that many first ones (the same as the first of
   * the whole ranking, found without sorting it).
   */
  private intersect(
    groups: readonly GroupHits[],
    pairs: readonly [number, number][] = [],
    limit?: number,
  ): Int32Array {
    if (groups.length === 0) return new Int32Array(0);
    const smallest = groups.reduce((a, b) => (b.docs.length < a.docs.length ? b : a));
    const single = groups.length === 1;
    if (!single) {
      const gen = ++this.generation;
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
    }
    if (this.keys.length < smallest.docs.length) this.keys = new Float64Array(this.ids.length);
    const keys = this.keys;
    let found = 0;
    const maxKey = 4001 * 1001;
    for (let k = 0; k < smallest.docs.length; k++) {
      const doc = smallest.docs[k]!;
      // One group: its documents and scores as they are (a sum of one, as below).
      if (!single && this.count[doc] !== groups.length) continue;
      const sum = single ? smallest.scores[k]! : this.total[doc]!;
      const total = sum + (pairs.length ? this.sideBySide(doc, pairs) : 0);
      const score = Math.min(4000, Math.round(total * 20));
      // One number sorts by score (desc), popularity (desc), then position = id (asc).
      keys[found++] = (maxKey - (score * 1001 + this.popularity[doc]!)) * 2 ** 21 + doc;
    }
    let order: Float64Array;
    if (limit !== undefined && found > limit * 4) {
      // The `limit` smallest keys, kept sorted in a small buffer: one pass, no sort of them all.
      order = new Float64Array(limit).fill(Number.POSITIVE_INFINITY);
      for (let k = 0; k < found; k++) {
        const key = keys[k]!;
        if (key >= order[limit - 1]!) continue;
        let at = limit - 1;
        while (at > 0 && order[at - 1]! > key) {
          order[at] = order[at - 1]!;
          at--;
        }
        order[at] = key;
      }
    } else {
      order = keys.slice(0, found).sort();
      if (limit !== undefined) order = order.subarray(0, limit);
    }
    const ids = new Int32Array(order.length);
    for (let k = 0; k < order.length; k++) ids[k] = this.ids[order[k]! % 2 ** 21]!;
    return ids;
  }
}

function clampPopularity(popularity: number): number {
  return Math.max(0, Math.min(1000, Math.round(popularity)));
}

/** The first index of the sorted `words` whose word is not before `word`. */
function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (words[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether the sorted `docs` has one of the sorted `positions` (also marked in `mark`). */
function listHasAny(docs: Int32Array, positions: Int32Array, mark: Uint8Array): boolean {
  if (positions.length <= 16) {
    for (const position of positions) {
      let low = 0;
      let high = docs.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (docs[mid]! < position) low = mid + 1;
        else high = mid;
      }
      if (low < docs.length && docs[low] === position) return true;
    }
    return false;
  }
  for (let k = 0; k < docs.length; k++) {
    const doc = docs[k]!;
    if (doc < mark.length && mark[doc]) return true;
  }
  return false;
}

/** A synonym's terms as search reads them (folded, stemmed). */
function phraseTerms(text: string): string[] {
  return tokenize(text).map((token) => token.term);
}
