// Live feeds after the socket was away (useLiveFeed, issue 15): A's subscriptions
// socket is cut (as by a server restart or a phone asleep) and kept from reconnecting
// while B hearts A's request and comments on it. Events published meanwhile never
// reach A; when the socket is back, A's feed and open comments catch up by themselves,
// and live updates flow again.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { WebSocketRoute } from 'playwright-core';
import { e2eSuite } from './helpers/suite.ts';
import { expectToast, graphqlAs, newVisitor } from './community-support.ts';

describe('Live feeds after the socket was away', { timeout: 120_000 }, () => {
  const e2e = e2eSuite();

  test('A misses a heart and a comment while cut off, and catches up when the socket is back', async () => {
    // A's WebSockets go through this proxy: while `cut`, every connection is closed at once.
    let cut = false;
    const open = new Set<WebSocketRoute>();
    const { context: contextA, page: a } = await newVisitor(e2e.browser, e2e.server.url, '/ummah', {}, (context) =>
      context.routeWebSocket(/\/graphql$/, (socket) => {
        if (cut) return void socket.close({ code: 1012, reason: 'cut off by the test' });
        socket.connectToServer();
        open.add(socket);
        socket.onClose(() => open.delete(socket));
      }),
    );
    const { context: contextB, page: b } = await newVisitor(e2e.browser, e2e.server.url, '/ummah');
    try {
      await b.getByText('No prayers yet').waitFor();
      await a.getByRole('button', { name: 'Share First Prayer' }).click();
      await a.getByLabel('Your prayer request').fill('Please pray for my exams this week.');
      await a.getByRole('button', { name: 'Share Prayer' }).click();
      await expectToast(a, 'Prayer shared successfully!');
      await a.getByTestId('comments-button').first().click();
      await a.getByText('No comments yet.').waitFor();
      await b.getByText('Please pray for my exams this week.').waitFor({ timeout: 5_000 });
      // Live before the cut: B's heart reaches A.
      await b.getByTestId('heart-button').first().click();
      await a.getByRole('button', { name: 'Heart, 1' }).waitFor({ timeout: 5_000 });

      cut = true;
      assert.ok(open.size > 0, 'A had a socket to cut');
      for (const socket of [...open]) await socket.close({ code: 1012, reason: 'cut off by the test' });
      const postId = ((await graphqlAs(b, '{ ummahPosts(first: 1) { edges { node { id } } } }')) as { data: { ummahPosts: { edges: { node: { id: string } }[] } } }).data.ummahPosts.edges[0]!.node.id;
      await b.getByTestId('pray-button').first().click();
      await expectToast(b, 'Prayer added!');
      await graphqlAs(b, 'mutation($p: ID!) { addComment(postId: $p, text: "Ameen, good luck!") { id } }', { p: postId });
      // Cut off, A hears nothing of it.
      await a.waitForTimeout(1_500);
      assert.equal(await a.getByRole('button', { name: 'Prayed, 1' }).count(), 0, 'no live event while cut off');
      assert.equal(await a.getByText('Ameen, good luck!').count(), 0);

      cut = false;
      // graphql-ws retries (1 s, 2 s, 4 s…); once connected, the feed and the comments catch up.
      await a.getByRole('button', { name: 'Prayed, 1' }).waitFor({ timeout: 20_000 });
      await a.getByText('Ameen, good luck!').waitFor({ timeout: 5_000 });
      await a.getByRole('button', { name: 'Heart, 1' }).waitFor();
      // And live again: B's next comment arrives without a reload.
      await graphqlAs(b, 'mutation($p: ID!) { addComment(postId: $p, text: "Praying for you.") { id } }', { p: postId });
      await a.getByText('Praying for you.').waitFor({ timeout: 5_000 });
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });
});
