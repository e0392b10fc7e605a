// What one call of the content API may cost in calls to GitHub, the App's 5,000 an hour
// shared by everyone: each action declares its bound (./actions.ts), the protocol sets it
// before the action runs (./protocol.ts), and GitHub's store spends one for every call it
// makes (./github-store.ts). Reading a file's bytes is not counted here: a file is read at most
// once per version of it (the store keeps blobs by id), so those reads are bounded by the
// content itself. A call beyond the bound is not made: the action stops with OverBudget,
// answered as the site's own fault, since a bound that does not hold is a bug of the site.

/** An action would have asked GitHub more than it declares: nothing more was asked. */
export class OverBudget extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} calls to GitHub`);
  }
}

export class Meter {
  private limit = Infinity;
  /** The calls made since the bound was set. */
  spent = 0;

  /** From now on, at most `calls` calls. */
  allow(calls: number) {
    this.limit = calls;
    this.spent = 0;
  }

  /** One call about to be made: OverBudget when it is one too many. */
  spend() {
    if (this.spent >= this.limit) throw new OverBudget(this.limit);
    this.spent++;
  }
}
