/** A 400 body's field errors as { path: message }, the form the forms show them in. */
export const fieldMessages = (body: { errors?: { path: string; message: string }[] }): Record<string, string> =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));
