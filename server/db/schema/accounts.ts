import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { PARTNER_APPLICATION_STATUSES } from "#domain/partner-application";
import { LEAD_ROUTING_MODES, STAFF_ROLES } from "#domain/staff";
import { createdAt, updatedAt } from "./columns";

// Accounts: staff and partners, their sessions, how new leads find an owner, and partner sign-ups.

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ["admin", "partner"] }).notNull(),
  displayName: text("display_name").notNull().default(""),
  disabled: boolean("disabled").notNull().default(false),
  /** An admin account's level (대표 관리자, 상담원); null for partners. */
  staffRole: text("staff_role", { enum: STAFF_ROLES }),
  /** Staff contact details (digits; an address), shown on the staff screen only. */
  phone: text("phone"),
  email: text("email"),
  /** Signed in with a one-time password: nothing but the password change until it is changed. */
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  /** 근무 중 (true) or 자리 비움: whom 근무 중인 상담원 routing gives new leads. */
  onDuty: boolean("on_duty").notNull().default(false),
  createdAt: createdAt(),
});

/**
 * How new leads get an owner (one row): the mode, and the last consultant a lead was given to, which the
 * rotation goes on from. Intake locks the row, so leads arriving together take turns.
 */
export const leadRouting = pgTable("lead_routing", {
  id: smallint("id").primaryKey().default(1),
  mode: text("mode", { enum: LEAD_ROUTING_MODES }).notNull().default("manual"),
  lastAssigneeId: integer("last_assignee_id"),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token, so a leaked table does not leak live sessions. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    persistent: boolean("persistent").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const partnerApplications = pgTable(
  "partner_applications",
  {
    id: serial("id").primaryKey(),
    type: text("type", { enum: ["렌트사", "딜러"] }).notNull(),
    loginId: text("login_id").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Rental company name, or the dealer's affiliated company. */
    companyName: text("company_name").notNull(),
    managerNamePosition: text("manager_name_position").notNull(),
    managerPhone: text("manager_phone").notNull(),
    email: text("email").notNull(),
    companyAddress: text("company_address").notNull(),
    privacyAgree: boolean("privacy_agree").notNull(),
    serviceAgree: boolean("service_agree").notNull(),
    status: text("status", { enum: PARTNER_APPLICATION_STATUSES }).notNull().default("pending"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    // Not unique: a sign-up is taken whatever its id, so the answer never tells a taken id; approval settles a clash.
    index("partner_applications_login_idx").on(t.loginId),
    index("partner_applications_created_idx").on(t.createdAt),
  ],
);
