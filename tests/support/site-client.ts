/** A client of a running site process over HTTP only, as the admin editor's browser talks to it. */

/** Signs in through the login API and returns the `Cookie` header value of the new session. */
export async function signIn(
  siteUrl: string,
  username: string,
  password: string,
  role: "admin" | "partner" = "admin",
): Promise<string> {
  const res = await fetch(`${siteUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password, role }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const sid = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("sign-in set no session cookie");
  return sid.split(";")[0]!;
}

/** The editor's upload: asks for a single-use upload URL, PUTs the file to it, answers the stored image's media URL. */
export async function uploadImage(
  siteUrl: string,
  cookie: string,
  body: Buffer,
  contentType = "image/png",
): Promise<string> {
  const slot = await fetch(`${siteUrl}/api/objects/upload`, { method: "POST", headers: { Cookie: cookie } });
  if (slot.status !== 200) throw new Error(`upload slot answered ${slot.status}`);
  const { uploadURL } = (await slot.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, {
    method: "PUT",
    headers: { Cookie: cookie, "Content-Type": contentType },
    body: new Uint8Array(body),
  });
  if (put.status !== 201) throw new Error(`upload answered ${put.status}: ${await put.text()}`);
  return ((await put.json()) as { url: string }).url;
}
