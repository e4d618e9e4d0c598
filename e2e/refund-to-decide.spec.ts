import { formatPrice } from '../common/money';
import { adminToken } from '../server/testing/identities';
import { advanceOrder } from '../server/testing/orders';
import { adminLogIn, adminSignIn, expect, openAdminOrder, test } from './fixtures';
import { cellInStock, placedOrder } from './shopper';
import { staffMember } from './staffAccounts';

/*
 * Decision 0133: the order desk, at its default refund limit of PKR 0, records a shirt coming back from
 * a shipped cash-on-delivery parcel. Its form says the owner records the refund; the owner's card then
 * says a refund is to decide, and the owner records it on the returned line: to collect follows. At a
 * phone's width, where both often work.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the desk returns a piece it may not refund, and the owner records the refund later', async ({ page, shop }) => {
  const { shirt, cell } = await cellInStock(shop, 2);
  const order = await placedOrder(shop, [{ id: shirt.id, size: cell.size, color: cell.color, quantity: 2 }]);
  await advanceOrder(shop, adminToken(shop), order.orderRef, ['confirmed', 'shipped']);
  const piece = order.items[0]!.paid / 2;
  const lineName = `${shirt.title} ${cell.size} / ${cell.color}`;

  // The desk: the form says plainly that the owner records the refund.
  await staffMember(shop, { name: 'Nadia Desk', username: 'nadia', role: 'orderDesk' }, 'nadia-own-pass');
  await adminSignIn(page, 'nadia', 'nadia-own-pass');
  await page.waitForURL(/\/admin\/dashboard$/);
  let entry = await openAdminOrder(page, order.orderRef);
  await entry.getByRole('button', { name: `Return ${lineName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Return pieces of ${shirt.title}` });
  await expect(dialog.getByLabel('Refund (PKR)')).toHaveValue('0');
  await expect(dialog.getByLabel('Refund (PKR)')).toHaveAccessibleDescription(
    `The cash is not collected yet: the refund comes off the ${formatPrice(order.total)} to collect. Your role refunds up to PKR 0. The owner or a manager records the rest of the refund (up to ${formatPrice(piece)}) later: the order shows it as a refund to decide.`,
  );
  await expect(dialog.getByRole('status')).toHaveText(
    `No refund recorded now: the owner or a manager records it; back to stock: 1 piece of ${cell.size} / ${cell.color}.`,
  );
  await page.screenshot({ path: test.info().outputPath('desk-return-390.png') });
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    entry.getByRole('status').filter({ hasText: 'The owner or a manager records its refund' }),
  ).toBeVisible();
  // The desk may not decide it: the line says who does, and offers them no Record refund.
  await expect(entry.getByRole('list', { name: `Pieces of ${order.orderRef} that came back` })).toContainText(
    `(refund to decide: up to ${formatPrice(piece)}; the owner or a manager records it)`,
  );
  await expect(entry.getByRole('button', { name: `Record refund ${lineName}` })).toHaveCount(0);

  // The owner: the card and the list say a refund is to decide, and to collect is unchanged until it is.
  await page.evaluate(() => localStorage.clear());
  await adminLogIn(page);
  entry = await openAdminOrder(page, order.orderRef);
  await expect(entry.getByRole('button', { name: new RegExp(order.orderRef) })).toContainText(
    `Refund to decide ${formatPrice(piece)}`,
  );
  await expect(entry.getByTestId('refund-to-decide')).toContainText(
    `Refund to decide: up to ${formatPrice(piece)} for the returned pieces of ${shirt.title} (${cell.size} / ${cell.color}).`,
  );
  await expect(entry.getByText(`To collect: ${formatPrice(order.total)}`)).toBeVisible();
  const cameBack = entry.getByRole('list', { name: `Pieces of ${order.orderRef} that came back` });
  await expect(cameBack).toContainText(`returned, no refund yet (refund to decide: up to ${formatPrice(piece)})`);
  await page.screenshot({ path: test.info().outputPath('owner-refund-to-decide-390.png'), fullPage: true });

  await cameBack.getByRole('button', { name: `Record refund ${lineName}` }).click();
  const refund = page.getByRole('dialog', { name: `Refund for ${shirt.title} (${cell.size} / ${cell.color})` });
  await expect(refund.getByLabel('Refund (PKR)')).toHaveValue(String(piece));
  await expect(refund.getByLabel('Refund (PKR)')).toBeFocused();
  await expect(refund.getByRole('status')).toHaveText(
    `${formatPrice(piece)} less to collect: ${formatPrice(order.total - piece)}.`,
  );
  await page.screenshot({ path: test.info().outputPath('owner-record-refund-390.png') });
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund).toBeHidden();

  await expect(cameBack).toContainText(
    `1 piece of ${shirt.title} (${cell.size} / ${cell.color}) returned, its refund recorded later (below)`,
  );
  await expect(cameBack).toContainText(
    `Refund recorded for the returned pieces of ${shirt.title} (${cell.size} / ${cell.color}): ${formatPrice(piece)} taken off what is to collect`,
  );
  await expect(entry.getByText(`To collect: ${formatPrice(order.total - piece)}`)).toBeVisible();
  await expect(entry.getByTestId('refund-to-decide')).toHaveCount(0);
  await expect(cameBack.getByRole('button', { name: `Record refund ${lineName}` })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('owner-refund-recorded-390.png'), fullPage: true });
});
