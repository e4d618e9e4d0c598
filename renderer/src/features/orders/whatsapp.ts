import { telHref, whatsAppHref } from '../../../../common/phone';
import type { AdminOrder } from '../../../../common/orders';

/**
 * wa.me link with the message filled in (WhatsApp's documented click-to-chat form). The text is the
 * server's (GET /api/admin/orders/:orderRef/message): the same fill of the owner's templates as the mail.
 */
export const whatsappLink = (order: Pick<AdminOrder, 'customer'>, text: string) =>
  whatsAppHref(order.customer.phone, text);
export const callLink = (order: AdminOrder) => telHref(order.customer.phone);
