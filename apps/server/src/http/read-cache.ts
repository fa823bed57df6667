/**
 * How long a list reply is reused without reading the database again. Every change made through
 * this server clears the cache at once; one made by another server behind the same PostgreSQL
 * database shows within this time (as sessions do, `SESSION_CACHE_MS`).
 */
export const READ_CACHE_MS = 2_000;

/** Entries kept at most: one per list, company and reader in use in the last two seconds. */
const MAX_ENTRIES = 5_000;

interface Entry {
  text: string;
  until: number;
}

/**
 * Recent replies of hot list reads, as the JSON text sent. A read that began before a change and
 * ends after it is not kept (the generation moved), so a cleared cache never refills with old rows.
 * Times come from the app's clock, so tests move them by hand.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  /** `trusted` false (Redis lost with several replicas): every read goes to the database. */
  constructor(private readonly trusted: () => boolean = () => true) {}

  async through(key: string, now: Date, read: () => Promise<string>): Promise<string> {
    if (!this.trusted()) {
      return read();
    }
    const entry = this.entries.get(key);
    if (entry && now.getTime() < entry.until) {
      return entry.text;
    }
    const started = this.generation;
    const text = await read();
    if (started === this.generation && this.trusted()) {
      if (this.entries.size >= MAX_ENTRIES) {
        this.entries.clear();
      }
      this.entries.set(key, { text, until: now.getTime() + READ_CACHE_MS });
    }
    return text;
  }

  /** After any change (through this server, or another one when they share Redis): every list is read again. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
