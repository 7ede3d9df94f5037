/**
 * The sandbox's clock: real time plus an offset that `POST /_sandbox/clock/advance` moves forward,
 * so 24-hour rules (idempotency retention, cursor lifetime, session expiry) are testable in seconds.
 * Work due at a sandbox time (a delayed `processing` outcome, a webhook retry, a subscription's
 * billing) is scheduled here and runs as soon as the clock, real or advanced, reaches it, in the
 * order it was due. While a job runs, the clock reads the time it was due: what the job makes (an
 * invoice, a payment, an event's `createdAt`) is dated when it happened, not when the clock was
 * moved past it, and what it schedules counts from then (a retry "1 day after the failed attempt"
 * is due a day after the attempt, even when one advance covers both). Rate-limit buckets use real
 * time instead.
 */
export class SandboxClock {
  #offsetMs = 0;
  #jobs: { dueMs: number; run: () => void }[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;
  /** The due time of the job running now; undefined outside a job. */
  #runningAtMs: number | undefined;

  now(): number {
    return this.#runningAtMs ?? Date.now() + this.#offsetMs;
  }

  iso(ms = this.now()): string {
    return new Date(ms).toISOString();
  }

  advance(seconds: number): void {
    this.#offsetMs += seconds * 1000;
    this.#runDue();
  }

  /** Runs `run` once the sandbox time reaches `dueMs`. */
  at(dueMs: number, run: () => void): void {
    if (this.#stopped) return;
    this.#jobs.push({ dueMs, run });
    this.#jobs.sort((a, b) => a.dueMs - b.dueMs);
    this.#arm();
  }

  after(seconds: number, run: () => void): void {
    this.at(this.now() + seconds * 1000, run);
  }

  /** Drops every pending job and stops the timer (the server is closing). */
  stop(): void {
    this.#stopped = true;
    this.#jobs = [];
    clearTimeout(this.#timer);
  }

  #runDue(): void {
    const now = this.now();
    // Never backwards: a job scheduled for a time already past runs at the time reached so far.
    let reachedMs = -Infinity;
    let job: { dueMs: number; run: () => void } | undefined;
    while ((job = this.#jobs[0]) && job.dueMs <= now) {
      this.#jobs.shift();
      reachedMs = Math.max(reachedMs, job.dueMs);
      this.#runningAtMs = reachedMs;
      try {
        job.run();
      } catch (error) {
        // A failing job must not stop the others; it is a sandbox bug worth seeing.
        console.error('svc-sandbox: scheduled job failed', error);
      } finally {
        this.#runningAtMs = undefined;
      }
    }
    this.#arm();
  }

  #arm(): void {
    clearTimeout(this.#timer);
    const next = this.#jobs[0];
    if (!next || this.#stopped) return;
    // setTimeout overflows past 2^31-1 ms; re-arm in steps for jobs further away.
    const delay = Math.min(Math.max(next.dueMs - this.now(), 0), 2 ** 31 - 1);
    this.#timer = setTimeout(() => this.#runDue(), delay);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the clock uses only globals: where setTimeout returns a number (a browser, Deno) there is no unref
    this.#timer.unref?.();
  }
}
