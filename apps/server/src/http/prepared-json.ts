// A response body serialized ahead of time (ADR 0011). route() sends its text as it is instead of
// parsing the handler's value with the endpoint's response schema and stringifying it again, so
// whoever builds one must have validated every part of it against that schema. The type
// parameter ties it to the endpoint's response type: a body of one endpoint cannot answer another.
export class PreparedJson<Shape> {
  /** Never set: only carries Shape for the type checker. */
  declare private readonly shape?: Shape;

  constructor(readonly text: string) {}
}
