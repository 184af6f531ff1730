/** The posted form, or null when the body is not one (JSON, plain text, a broken multipart body): a 400, not a 500. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A text field of a posted form; anything else (a file, nothing) is empty. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
