/**
 * The `menus` migration's data: the header's own menu (`header.nav`, each language's items and
 * their dropdowns) becomes the published menu `main`, which the header then names; and back. SQL
 * both databases run as written (double-quoted names, window functions); `now` is each one's
 * current time. Items keep their row ids, link to their address as they did (`custom`), and get
 * their numbers (the `id` of ElementsKit's `megamenu_content`) in order: every language's top
 * items, then their dropdowns' items.
 */

/** The statements that copy `header_nav` into the menu `main`: after its tables exist, before the old ones go. */
export function headerNavToMenu(now: string): string[] {
  return [
    `INSERT INTO "menus" ("title", "slug", "opens_on", "_status")
      SELECT 'Main menu', 'main', 'hover', 'published' WHERE EXISTS (SELECT 1 FROM "header_nav")`,
    `INSERT INTO "menus_items" ("_order", "_parent_id", "_locale", "id", "label", "link_type", "link_url", "item_id")
      SELECT n."_order", m."id", n."_locale", n."id", n."label", 'custom', n."href",
        ROW_NUMBER() OVER (ORDER BY n."_locale", n."_order")
      FROM "header_nav" n CROSS JOIN "menus" m WHERE m."slug" = 'main'`,
    `INSERT INTO "menus_items_children" ("_order", "_parent_id", "_locale", "id", "label", "description", "link_type", "link_url", "item_id")
      SELECT c."_order", c."_parent_id", c."_locale", c."id", c."label", c."description", 'custom', c."href",
        (SELECT COUNT(*) FROM "header_nav") + ROW_NUMBER() OVER (ORDER BY c."_locale", c."_parent_id", c."_order")
      FROM "header_nav_children" c`,
    // Its first version, as the admin lists and edits a document with drafts through its versions.
    `INSERT INTO "_menus_v" ("parent_id", "version_title", "version_slug", "version_opens_on", "version_updated_at", "version_created_at", "version__status", "latest")
      SELECT "id", "title", "slug", 'hover', ${now}, ${now}, 'published', TRUE FROM "menus" WHERE "slug" = 'main'`,
    `INSERT INTO "_menus_v_version_items" ("_order", "_parent_id", "_locale", "label", "link_type", "link_url", "item_id", "_uuid")
      SELECT i."_order", v."id", i."_locale", i."label", 'custom', i."link_url", i."item_id", i."id"
      FROM "menus_items" i JOIN "_menus_v" v ON v."parent_id" = i."_parent_id"`,
    `INSERT INTO "_menus_v_version_items_children" ("_order", "_parent_id", "_locale", "label", "description", "link_type", "link_url", "item_id", "_uuid")
      SELECT c."_order", vi."id", c."_locale", c."label", c."description", 'custom', c."link_url", c."item_id", c."id"
      FROM "menus_items_children" c JOIN "_menus_v_version_items" vi ON vi."_uuid" = c."_parent_id"`,
    `UPDATE "header" SET "main_menu_id" = (SELECT "id" FROM "menus" WHERE "slug" = 'main')
      WHERE EXISTS (SELECT 1 FROM "menus" WHERE "slug" = 'main')`,
  ]
}

/**
 * The address the item aliased `item` links to, at `path` in the relations of the menu whose id
 * `menu` says (the top-level item's `_parent_id`, also for a child's link).
 */
function hrefOf(item: string, path: string, menu = 'i."_parent_id"'): string {
  return `CASE WHEN ${item}."link_type" = 'custom' THEN COALESCE(${item}."link_url", '/') ELSE COALESCE((
      SELECT CASE
        WHEN r."pages_id" IS NOT NULL THEN (SELECT CASE WHEN p."slug" = 'home' THEN '/' ELSE '/' || p."slug" END FROM "pages" p WHERE p."id" = r."pages_id")
        WHEN r."posts_id" IS NOT NULL THEN (SELECT '/news/' || p."slug" FROM "posts" p WHERE p."id" = r."posts_id")
        WHEN r."categories_id" IS NOT NULL THEN (SELECT '/news/category/' || c."slug" FROM "categories" c WHERE c."id" = r."categories_id")
        WHEN r."events_id" IS NOT NULL THEN (SELECT '/events/' || e."slug" FROM "events" e WHERE e."id" = r."events_id")
        WHEN r."properties_id" IS NOT NULL THEN (SELECT '/properties/' || p."slug" FROM "properties" p WHERE p."id" = r."properties_id")
      END
      FROM "menus_rels" r
      WHERE r."parent_id" = ${menu} AND r."locale" = ${item}."_locale" AND r."path" = ${path}
    ), '/') END`
}

/**
 * Rolling back: the header's main menu (two levels: the old menu had no flyouts) as `header_nav`
 * rows, kept in two tables of their own while the schema changes. Run while the menus exist.
 */
export const KEEP_MENU_AS_HEADER_NAV = [
  `CREATE TABLE "__keep_header_nav" AS
    SELECT i."_order" AS "_order", h."id" AS "_parent_id", i."_locale" AS "_locale", i."id" AS "id",
      COALESCE(i."label", '') AS "label",
      ${hrefOf('i', `'items.' || (i."_order" - 1) || '.link.doc'`)} AS "href",
      EXISTS (SELECT 1 FROM "menus_items_children" d WHERE d."_parent_id" = i."id" AND d."description" IS NOT NULL) AS "mega_menu"
    FROM "menus_items" i JOIN "header" h ON h."main_menu_id" = i."_parent_id"`,
  `CREATE TABLE "__keep_header_nav_children" AS
    SELECT c."_order" AS "_order", c."_parent_id" AS "_parent_id", c."_locale" AS "_locale", c."id" AS "id",
      COALESCE(c."label", '') AS "label",
      ${hrefOf('c', `'items.' || (i."_order" - 1) || '.children.' || (c."_order" - 1) || '.link.doc'`)} AS "href",
      c."description" AS "description"
    FROM "menus_items_children" c
      JOIN "menus_items" i ON i."id" = c."_parent_id"
      JOIN "header" h ON h."main_menu_id" = i."_parent_id"`,
  // Nothing may point at a menu when its table goes (SQLite checks, PostgreSQL drops the keys).
  `UPDATE "header" SET "main_menu_id" = NULL`,
  `DELETE FROM "payload_locked_documents_rels" WHERE "menus_id" IS NOT NULL`,
]

/** Rolling back, last: the kept rows into the recreated `header_nav` tables. */
export const RESTORE_HEADER_NAV = [
  `INSERT INTO "header_nav" ("_order", "_parent_id", "_locale", "id", "label", "href", "mega_menu")
    SELECT "_order", "_parent_id", "_locale", "id", "label", "href", "mega_menu" FROM "__keep_header_nav"`,
  `INSERT INTO "header_nav_children" ("_order", "_parent_id", "_locale", "id", "label", "href", "description")
    SELECT "_order", "_parent_id", "_locale", "id", "label", "href", "description" FROM "__keep_header_nav_children"`,
  `DROP TABLE "__keep_header_nav_children"`,
  `DROP TABLE "__keep_header_nav"`,
]
