import net from 'node:net';

/**
 * A small SMTP-speaking server for tests (docs/decisions/0045): it answers the commands nodemailer
 * sends (EHLO, AUTH PLAIN and LOGIN, MAIL, RCPT, DATA, QUIT) on 127.0.0.1, refuses a wrong login
 * with 535 as real servers do, and keeps every mail it receives.
 */
export type ReceivedMail = { from: string; to: string[]; data: string; subject: string; text: string };
export type SmtpFake = {
  port: number;
  mails: ReceivedMail[];
  close: () => Promise<void>;
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
};

const decode = (text: string) => Buffer.from(text, 'base64').toString('utf8');

/** The subject and the plain text as a person reads them (nodemailer sends long lines quoted-printable). */
function readMail(data: string) {
  const split = data.indexOf('\n\n');
  const headers = data.slice(0, split).replace(/\n\s+/g, ' ');
  const body = data.slice(split + 2);
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return { subject, text: decode(body.replace(/\s/g, '')) };
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return { subject, text: body };
  const bytes = Buffer.from(
    body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return { subject, text: bytes.toString('utf8') };
}

export async function startSmtpFake(login: { user: string; pass: string }): Promise<SmtpFake> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const say = (line: string) => socket.write(`${line}\r\n`);
    let buffered = '';
    let authed = false;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let envelope = { from: '', to: [] as string[], data: '' };
    let reading: 'commands' | 'data' | 'plain' | 'user' | 'pass' = 'commands';
    let user = '';
    const checkLogin = (name: string, pass: string) => {
      authed = name === login.user && pass === login.pass;
      say(authed ? '235 2.7.0 Authentication successful' : '535 5.7.8 Username and Password not accepted');
    };
    const onLine = (line: string) => {
      if (reading === 'data') {
        if (line === '.') {
          mails.push({ ...envelope, ...readMail(envelope.data) });
          envelope = { from: '', to: [], data: '' };
          reading = 'commands';
          say('250 2.0.0 OK queued');
        } else envelope.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        return;
      }
      if (reading === 'plain') {
        reading = 'commands';
        const [, name = '', pass = ''] = decode(line).split('\0');
        return checkLogin(name, pass);
      }
      if (reading === 'user') {
        user = decode(line);
        reading = 'pass';
        return say('334 UGFzc3dvcmQ6');
      }
      if (reading === 'pass') {
        reading = 'commands';
        return checkLogin(user, decode(line));
      }
      const [verb = '', ...rest] = line.split(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          return socket.write('250-fake.smtp.test\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
        case 'HELO':
        case 'RSET':
        case 'NOOP':
          return say('250 OK');
        case 'AUTH': {
          const [method = '', initial] = rest;
          if (method.toUpperCase() === 'PLAIN') {
            if (initial) {
              const [, name = '', pass = ''] = decode(initial).split('\0');
              return checkLogin(name, pass);
            }
            reading = 'plain';
            return say('334 ');
          }
          reading = 'user';
          return say('334 VXNlcm5hbWU6');
        }
        case 'MAIL':
          if (!authed) return say('530 5.7.0 Authentication required');
          envelope.from = line.replace(/^MAIL FROM:\s*/i, '');
          return say('250 OK');
        case 'RCPT':
          envelope.to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          return say('250 OK');
        case 'DATA':
          reading = 'data';
          return say('354 End data with <CR><LF>.<CR><LF>');
        case 'QUIT':
          say('221 Bye');
          return socket.end();
        default:
          return say('502 Command not implemented');
      }
    };
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) !== -1) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        onLine(line);
      }
    });
    socket.on('error', () => socket.destroy());
    say('220 fake.smtp.test ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const waitFor = async (match: (mail: ReceivedMail) => boolean, timeoutMs = 5000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.find(match);
      if (found) return found;
      if (Date.now() > until)
        throw new Error(`no such mail arrived; got ${mails.length}: ${mails.map((mail) => mail.subject).join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    port,
    mails,
    waitFor,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
