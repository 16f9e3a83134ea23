import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

export interface UserSettings {
  webVoiceAlarm: boolean;
  webSmsPush: boolean;
  wechatAlarm: boolean;
  alarmPopup: boolean;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userGuid: uuid('user_guid').notNull().defaultRandom(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** 0 is the platform super user; 1 a company administrator; 2 an ordinary user. */
    grade: integer('grade').notNull().default(2),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    isDemo: boolean('is_demo').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    avatarUrl: text('avatar_url'),
    /** Push and alarm pop-up switches (spec §4 "Push settings"). */
    settings: jsonb('settings')
      .$type<UserSettings>()
      .notNull()
      .default({ webVoiceAlarm: true, webSmsPush: false, wechatAlarm: false, alarmPopup: true }),
    /** The WeChat official-account openid bound to this user. */
    wechatOpenId: text('wechat_open_id'),
    remarks: text('remarks'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_lower').on(sql`lower(${t.userName})`),
    index('users_company').on(t.companyId),
    uniqueIndex('users_wechat_open_id').on(t.wechatOpenId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    remarks: text('remarks'),
    /** page -> permission keys, from the domain catalogue. */
    permissions: jsonb('permissions').$type<Record<string, string[]>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roles_company').on(t.companyId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
