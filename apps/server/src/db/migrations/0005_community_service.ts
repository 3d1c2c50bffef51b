import type { Kysely } from 'kysely';

/**
 * The community board and the service centre. Portable like 0002/0003: text ids,
 * ISO-8601 text times, integer flags 0/1, HTML kept as sanitised text.
 * - `board_posts`, `board_replies`: the free board; a member writes as themselves, a guest with
 *   a nickname and an argon2id password hash (checked on edit and delete).
 * - `notice_categories`, `notices`, `notice_comments`: notices with comments of members
 *   (`parent_id` for an answer to a comment).
 * - `faq_categories`, `faqs`.
 * - `qna_categories`, `qna`, `qna_attachments`: one-to-one and made-to-order questions, owned
 *   by `owner` (a member id, or a guest id for made-to-order), with the administrator's answer;
 *   attachment bytes live under the data directory, the row holds the stored name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('board_posts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // 'community' (the free board); other boards may follow.
    .addColumn('board', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content_html', 'text', (col) => col.notNull())
    // Text of the content without markup: search and list previews.
    .addColumn('content_text', 'text', (col) => col.notNull())
    // users.id of a member author; null for a guest.
    .addColumn('author_user_id', 'text', (col) => col.references('users.id'))
    // The guest id that wrote it (information only: a guest proves authorship by password).
    .addColumn('guest_owner', 'text')
    .addColumn('nickname', 'text', (col) => col.notNull())
    // argon2id PHC string of a guest's password; null for members.
    .addColumn('password_hash', 'text')
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('board_posts_board_created_at')
    .on('board_posts')
    .columns(['board', 'created_at'])
    .execute();

  await db.schema
    .createTable('board_replies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('post_id', 'text', (col) => col.notNull().references('board_posts.id'))
    .addColumn('contents_html', 'text', (col) => col.notNull())
    .addColumn('author_user_id', 'text', (col) => col.references('users.id'))
    .addColumn('guest_owner', 'text')
    .addColumn('nickname', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('board_replies_post_created_at')
    .on('board_replies')
    .columns(['post_id', 'created_at'])
    .execute();

  for (const table of ['notice_categories', 'faq_categories', 'qna_categories']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  }

  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('category_id', 'text', (col) => col.notNull().references('notice_categories.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content_html', 'text', (col) => col.notNull())
    .addColumn('content_text', 'text', (col) => col.notNull())
    .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notices_category_created_at')
    .on('notices')
    .columns(['category_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('notice_comments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('notice_id', 'text', (col) => col.notNull().references('notices.id'))
    // A comment answering another comment; null for a parent comment.
    .addColumn('parent_id', 'text')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('contents_html', 'text', (col) => col.notNull())
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('notice_comments_notice_created_at')
    .on('notice_comments')
    .columns(['notice_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('category_id', 'text', (col) => col.notNull().references('faq_categories.id'))
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer_html', 'text', (col) => col.notNull())
    .addColumn('answer_text', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('faqs_category_sort')
    .on('faqs')
    .columns(['category_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('qna')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // 'individual' (one-to-one) or 'ordermade' (made-to-order).
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('category_id', 'text', (col) => col.references('qna_categories.id'))
    // A member id, or the guest id of a made-to-order question.
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('contents_html', 'text', (col) => col.notNull())
    // JSON text: contact and made-to-order details (name, email, phone, product, quantity…).
    .addColumn('detail_json', 'text', (col) => col.notNull())
    // 'waiting' or 'answered'.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('answer_html', 'text')
    .addColumn('answered_by', 'text', (col) => col.references('users.id'))
    .addColumn('answered_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('qna_owner_created_at')
    .on('qna')
    .columns(['owner', 'created_at'])
    .execute();

  await db.schema
    .createTable('qna_attachments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('qna_id', 'text', (col) => col.notNull().references('qna.id'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    // Random name in the attachment folder (never the client's name).
    .addColumn('stored_name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('qna_attachments_qna')
    .on('qna_attachments')
    .column('qna_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'qna_attachments',
    'qna',
    'faqs',
    'notice_comments',
    'notices',
    'qna_categories',
    'faq_categories',
    'notice_categories',
    'board_replies',
    'board_posts',
  ])
    await db.schema.dropTable(table).execute();
}
