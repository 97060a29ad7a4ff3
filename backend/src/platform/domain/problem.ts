/** A decision that refuses a command: answered as 422 with `{ problem }`. */
export class Problem extends Error {
  constructor(readonly problem: string) {
    super(problem);
  }
}
