import type { z } from "zod";
import type * as PartSchemas from "./vehicle-part-schemas";

/**
 * The shape of a row of the listing field table (domain/listing-fields.ts): what each part of the code needs to
 * know of a listing field. Types only.
 */

/**
 * The builders of zod the rows use, from domain/zod.ts (jitless). Named one by one: zod handed over whole would take
 * all of it into the editors' scripts, where the bundler keeps only the builders the code names.
 */
type RowZod = Pick<typeof z, "string" | "array" | "enum" | "union" | "literal" | "preprocess" | "NEVER"> & {
  iso: Pick<typeof z.iso, "date">;
};

/** What a row's rule is built with: domain/vehicle-input.ts's builders and the shared part schemas. */
export interface SchemaKit {
  z: RowZod;
  text: typeof PartSchemas.text;
  parts: typeof PartSchemas;
  /** Repeats dropped, the first kept. */
  unique: <T>(list: T[]) => T[];
  /** Older clients send lists as JSON strings (`badges: "[\"신차\"]"`): the list they hold. */
  jsonList: (value: unknown) => unknown;
  /** An object every value of which is empty (nested ones too) as null: nothing stated. */
  blankAsNull: <T extends object>(value: T | null) => T | null;
}

export interface ListingFieldSpec<V, D> {
  /** The Korean name the 검수 대기 queue shows it under. */
  label: string;
  /** Its rule in a save body (create and update alike; without a default). */
  input: (kit: SchemaKit) => z.ZodType<V>;
  /** Nothing stated: what a partner's new listing is weighed against in review, and a create's value without it. */
  none: V;
  /** A create must send it. */
  required?: true;
  /** A create's value without it, where that is not `none` (the column's default). */
  initial?: V;
  /** Who sets it: partners in their form, partners through the API only (the admin's form shows it), or admins. */
  partners: "form" | "api" | "never";
  /**
   * Part of the listing's content: a partner's change to a public listing is weighed on it, and, when `reviewed`,
   * waits in the 검수 대기 queue, shown as a line of text (`describe`, else the value as text) or in its own panel.
   */
  content?: { reviewed: boolean; describe?: (value: V | undefined) => string; panel?: "prices" | "photos" };
  /**
   * The part of a public answer that carries it: essential (lists, cards, the price table), details, or the
   * gallery (served as the photos' URLs, `thumbnails`). Light lists read the details empty.
   */
  part: "essential" | "details" | "gallery";
  /** What public answers show of the stored value, where not all of it. */
  shown?: (value: V) => V;
  /** In a vehicle card: as it is, or cut down to what a card shows. */
  card?: true | ((value: V) => V);
  editor: {
    /** Where the form edits it: among the photos, 기본 정보, the price table, or a part of its own below them. */
    section: "photos" | "basics" | "prices" | "details";
    /** The draft's empty value, a fresh one each call. */
    blank: () => D;
    /** An admin's new listing starts with this (else blank). */
    template?: () => D;
    /** A partner's new listing starts with this (else blank: nothing stated the partner has not typed). */
    partnerTemplate?: () => D;
    /** The stored value as the draft holds it (else a copy of it, or blank when there is none). */
    toDraft?: (value: V) => D;
  };
}

/** Types only: the field's stored value and the editor's. */
export interface Typed<V, D> {
  readonly types?: { value: V; draft: D };
}

export type EditorSection = ListingFieldSpec<unknown, unknown>["editor"]["section"];
