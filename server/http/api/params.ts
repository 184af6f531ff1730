import type { Request } from "express";
import { notFound } from "#server/errors";

/** A numeric `:id`; anything else names nothing, so it is a 404 like an id that does not exist. */
export function idParam(req: Request, name = "id"): number {
  const raw = String(req.params[name] ?? "");
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw notFound();
  return id;
}
