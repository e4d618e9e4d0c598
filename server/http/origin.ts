import type { Request } from 'express';

/** The origin the shopper used, so links in mails work through the LAN address or a tunnel alike. */
export const originOf = (req: Request) => `${req.protocol}://${req.get('host')}`;
