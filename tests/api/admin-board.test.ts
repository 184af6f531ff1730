import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BoardPost } from "#domain/board-post";
import { auditLog, boardPosts, mediaObjects } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertBoardPost, storedImageUrl } from "../support/admin-fixtures";
import { makeImage } from "../support/images";
import { useTestApp } from "../support/use-test-app";

let admin: TestAccount;

const app = useTestApp();
beforeAll(async () => {
  admin = await createAccount(app, "admin");
});

const send = (method: string, path: string, body?: unknown) => app.fetch(path, as(admin, method, body));
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("POST /api/board-posts", () => {
  it("creates a post from uploaded media URLs and bumps the data version", async () => {
    const image = await storedImageUrl(app, "#118833");
    const before = await getDataVersion(app.ctx);
    const res = await send("POST", "/api/board-posts", {
      title: " 무보증 특가 ",
      content: "보증금 0원 즉시 출고",
      images: [image],
      category: "무보증 리스트",
    });
    expect(res.status).toBe(201);
    const { post } = (await res.json()) as { post: BoardPost };
    expect(post).toMatchObject({
      title: "무보증 특가",
      content: "보증금 0원 즉시 출고",
      images: [image],
      category: "무보증 리스트",
    });
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(before);
    const [audit] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entity, "board_post"));
    expect(audit).toMatchObject({ action: "create", entityId: String(post.id), actorUserId: admin.id });
  });

  it("stores data-URL images as media files, not in the row", async () => {
    const png = await makeImage({ color: "#aa22cc" });
    const res = await send("POST", "/api/board-posts", {
      title: "데이터 URL",
      content: "옛 방식",
      images: [`data:image/png;base64,${png.toString("base64")}`],
    });
    expect(res.status).toBe(201);
    const { post } = (await res.json()) as { post: BoardPost };
    expect(post.images[0]).toMatch(/^\/media\/[a-f0-9]{32}\/960\.webp$/);
    const [row] = await app.ctx.db.select().from(boardPosts).where(eq(boardPosts.id, post.id));
    expect(row?.images[0]).toMatch(/^[a-f0-9]{32}$/);
    expect(await app.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.key, row!.images[0]!))).toHaveLength(1);
    expect((await app.fetch(post.images[0]!)).status).toBe(200);
  });

  it("refuses a blank title or content with the input-error text", async () => {
    const image = await storedImageUrl(app);
    for (const body of [
      { title: " ", content: "내용", images: [image] },
      { title: "제목", content: "", images: [image] },
      { images: [image] },
    ]) {
      const res = await send("POST", "/api/board-posts", body);
      expect(res.status).toBe(400);
      expect(await message(res)).toBe("제목과 내용을 모두 입력해주세요");
    }
  });

  it("needs at least one image when creating", async () => {
    for (const body of [
      { title: "제목", content: "내용", images: [] },
      { title: "제목", content: "내용" },
    ]) {
      const res = await send("POST", "/api/board-posts", body);
      expect(res.status).toBe(400);
      expect(await message(res)).toMatch(/이미지/);
    }
    const res = await send("POST", "/api/board-posts", { title: "제목", content: "내용", images: [] });
    expect(await message(res)).toBe("최소 1개의 이미지를 업로드해주세요");
  });

  it("refuses images that are not this site's media, and data URLs that are not images", async () => {
    const cases = [
      ["https://elsewhere.example/a.jpg", 400],
      ["/media/00000000000000000000000000000000/960.webp", 400],
      ["javascript:alert(1)", 400],
      [`data:image/png;base64,${Buffer.from("not an image").toString("base64")}`, 415],
    ] as const;
    for (const [image, status] of cases) {
      const res = await send("POST", "/api/board-posts", { title: "제목", content: "내용", images: [image] });
      expect(res.status).toBe(status);
      expect(await message(res)).toMatch(/[가-힣]/);
    }
    expect(await app.ctx.db.select().from(boardPosts).where(eq(boardPosts.title, "제목"))).toEqual([]);
  });
});

describe("PUT /api/board-posts/{id}", () => {
  it("edits title and content and keeps the images when none are sent", async () => {
    const post = await insertBoardPost(app);
    const res = await send("PUT", `/api/board-posts/${post.id}`, {
      title: "수정된 제목",
      content: "수정된 내용",
      images: [],
    });
    expect(res.status).toBe(200);
    const [row] = await app.ctx.db.select().from(boardPosts).where(eq(boardPosts.id, post.id));
    expect(row).toMatchObject({ title: "수정된 제목", content: "수정된 내용", images: post.images });
  });

  it("replaces the images when new ones are sent", async () => {
    const post = await insertBoardPost(app);
    const image = await storedImageUrl(app, "#224466");
    const res = await send("PUT", `/api/board-posts/${post.id}`, {
      title: "제목",
      content: "내용",
      images: [image, image],
    });
    const body = (await res.json()) as { post: BoardPost };
    expect(body.post.images).toEqual([image]);
  });

  it("validates like creation and answers 404 for an unknown post", async () => {
    const post = await insertBoardPost(app);
    const blank = await send("PUT", `/api/board-posts/${post.id}`, { title: "", content: "내용" });
    expect(blank.status).toBe(400);
    expect(await message(blank)).toBe("제목과 내용을 모두 입력해주세요");
    expect((await send("PUT", "/api/board-posts/999999", { title: "제목", content: "내용" })).status).toBe(404);
  });
});

describe("DELETE /api/board-posts/{id}", () => {
  it("deletes the post and audits it", async () => {
    const post = await insertBoardPost(app);
    expect((await send("DELETE", `/api/board-posts/${post.id}`)).status).toBe(200);
    expect(await app.ctx.db.select().from(boardPosts).where(eq(boardPosts.id, post.id))).toEqual([]);
    const rows = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(post.id)));
    expect(rows.some((r) => r.action === "delete" && r.entity === "board_post")).toBe(true);
    expect((await send("DELETE", `/api/board-posts/${post.id}`)).status).toBe(404);
  });
});
