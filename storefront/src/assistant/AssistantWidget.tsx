import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '../router/router';
import { HOT_PRODUCTS_SHOWN, type FaqTopic } from '../../../common/assistant';
import type { FaqEntry } from '../../../common/assistantSchema';
import type { ShopLanguage } from '../../../common/shopLanguages';
import { useI18n } from '../i18n/I18nContext';
import { useShopPolicy } from '../shop/useShopPolicy';
import { useToastShowing } from '../toast/ToastContext';
import { fetchFaq, fetchHotProducts, sendChat } from './api';
import ChatIcon from './ChatIcon';
import ChatPanel from './ChatPanel';
import {
  chatProblem,
  greetingText,
  headerLine,
  historyFor,
  newMessage,
  readConversation,
  STORAGE_KEY,
  tellMeMoreMessage,
  type ChatMessage,
  type StoredConversation,
} from './conversation';
import {
  FAQ_REPLY_DELAY_MS,
  HOT_PRODUCTS_AFTER_MS,
  INPUT_FOCUS_DELAY_MS,
  sincePageStart,
  TEASER_AFTER_MS,
  TRENDING_VISIBLE_MS,
} from './timings';
import TrendingPopup, { type Trending } from './TrendingPopup';
import { useKeepClear, useTypingInPage } from './useKeepClear';
import styles from './Assistant.module.css';

const PHONE_QUERY = '(max-width: 40rem)';
/**
 * Where the shopper is paying: no teaser or popup here, and the launcher steps aside whenever it
 * would cover a control, so 'Proceed to Checkout' and 'Place Order' are never under it.
 */
const QUIET_PAGES = /^\/(cart|checkout)(\/|$)/;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function loadStored(): StoredConversation {
  try {
    return readConversation(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return readConversation(null);
  }
}

function usePhoneLayout(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const onChange = () => setPhone(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return phone;
}

/**
 * The shopping assistant (docs/product.md §2, §4): a teaser after 3 s, the chat with its greeting, popular
 * questions and typing indicator, and after 8 s a 'Trending Now' popup of real best sellers. The
 * conversation is kept for the visit (sessionStorage), so it survives a reload.
 */
export default function AssistantWidget() {
  const policy = useShopPolicy();
  const { shopName } = policy;
  const reader = useI18n();
  const { language, t } = reader;
  const phone = usePhoneLayout();
  const toastShowing = useToastShowing();
  const quietPage = QUIET_PAGES.test(useLocation().pathname);
  const panelId = useId();
  const [stored, setStored] = useState<StoredConversation>(loadStored);
  const [teaserDue, setTeaserDue] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [trending, setTrending] = useState<Trending | undefined>(undefined);
  const [trendingVisible, setTrendingVisible] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** The popular answers, asked for once per language when the chat first opens in it. */
  const faq = useRef<{ language: ShopLanguage; answers: Promise<FaqEntry[] | null> } | null>(null);
  const faqAnswers = () => {
    if (faq.current?.language !== language) {
      const answers = fetchFaq(language).catch(() => {
        faq.current = null;
        return null;
      });
      faq.current = { language, answers };
    }
    return faq.current.answers;
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const dockRef = useRef<HTMLDivElement>(null);
  const { open, messages } = stored;

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // Storage full or blocked: the conversation still works for this page.
    }
  }, [stored]);

  const append = useCallback(
    (...added: ChatMessage[]) => setStored((current) => ({ ...current, messages: [...current.messages, ...added] })),
    [],
  );

  useEffect(() => {
    const timer = setTimeout(() => setTeaserDue(true), sincePageStart(TEASER_AFTER_MS));
    return () => clearTimeout(timer);
  }, []);

  // docs/product.md §4: hot products are fetched after 8 s (once per visit, while none were shown yet).
  const trendingShown = stored.trendingShown;
  useEffect(() => {
    if (trendingShown) return;
    let live = true;
    const timer = setTimeout(() => {
      void fetchHotProducts()
        .then((products): Trending => products.slice(0, HOT_PRODUCTS_SHOWN))
        .catch((): Trending => null)
        .then((found) => live && setTrending(found));
    }, sincePageStart(HOT_PRODUCTS_AFTER_MS));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [trendingShown]);

  // The popup shows when there is something trending, once per visit, never over the open chat or the checkout.
  useEffect(() => {
    if (trending === undefined || (trending !== null && trending.length === 0) || trendingShown || open || quietPage)
      return;
    setTrendingVisible(true);
    setStored((current) => ({ ...current, trendingShown: true }));
  }, [trending, trendingShown, open, quietPage]);

  useEffect(() => {
    if (!trendingVisible) return;
    setAnnouncement(
      trending
        ? t('assistant.trendingNamed', {
            names: trending.map((product) => product.title).join(t('assistant.listSeparator')),
          })
        : t('assistant.trendingInShop'),
    );
    const timer = setTimeout(() => setTrendingVisible(false), TRENDING_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [trendingVisible, trending, t]);

  // A full-screen chat on a phone holds the page still behind it.
  useEffect(() => {
    if (!open || !phone) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open, phone]);

  const openChat = (...added: ChatMessage[]) => {
    void faqAnswers();
    setStored((current) => ({
      ...current,
      open: true,
      messages: [
        ...current.messages,
        ...(current.messages.length === 0 ? [newMessage('bot', greetingText(policy, reader))] : []),
        ...added,
      ],
    }));
    setTimeout(() => inputRef.current?.focus(), INPUT_FOCUS_DELAY_MS);
  };

  /** Set on closing the chat: the focus goes back to the launcher once it is drawn again. */
  const focusLauncher = useRef(false);
  const closeChat = () => {
    setStored((current) => ({ ...current, open: false }));
    focusLauncher.current = true;
  };
  // On a phone the launcher is not drawn while the chat fills the screen (Assistant.module.css): focused
  // at once, the focus was lost to the page's body; once the chat is closed and the dock drawn, it lands.
  useEffect(() => {
    if (open || !focusLauncher.current) return;
    focusLauncher.current = false;
    launcherRef.current?.focus();
  }, [open]);

  const pickQuestion = async (topic: FaqTopic) => {
    if (waiting) return;
    append(newMessage('user', t(`assistant.questions.${topic}`)));
    setWaiting(true);
    const [entries] = await Promise.all([faqAnswers(), delay(FAQ_REPLY_DELAY_MS)]);
    const entry = entries?.find((candidate) => candidate.topic === topic);
    append(
      entry
        ? newMessage('bot', entry.answer, { products: entry.products })
        : newMessage('bot', t('assistant.unknownFaq')),
    );
    setWaiting(false);
  };

  const send = async (text: string) => {
    const message = text.trim();
    if (waiting || message === '') return;
    const history = historyFor(messages);
    append(newMessage('user', message));
    setWaiting(true);
    try {
      const answer = await sendChat({ message, history, language });
      append(newMessage('bot', answer.reply, { products: answer.products }));
    } catch (error) {
      append(newMessage('bot', chatProblem(error, reader), { isError: true }));
    } finally {
      setWaiting(false);
    }
  };

  const tellMeMore = () => {
    setTrendingVisible(false);
    const { text, products } = tellMeMoreMessage(trending ?? null, t);
    openChat(newMessage('bot', text, { products }));
  };

  const launcherShown = teaserDue || open || messages.length > 0;
  // On a phone one thing at a time covers the page (issue 24): a toast first (it answers what the shopper
  // just did), then Trending Now, then the teaser; what waits shows once the screen is free. Trending Now
  // also waits while a field of the page holds the keyboard: a search just sent, its results below.
  const typing = useTypingInPage(dockRef, phone && trendingVisible);
  const trendingOnScreen =
    trendingVisible && trending !== undefined && !quietPage && !(phone && (toastShowing || typing));
  const teaserShown =
    launcherShown &&
    !open &&
    !quietPage &&
    messages.length === 0 &&
    !stored.teaserDismissed &&
    !(phone && (toastShowing || trendingOnScreen));
  // On a phone (and wherever the shopper pays) the launcher and the teaser never sit on the page's own content.
  // The launcher rests on a big picture's corner rather than hide, on a phone's catalog pages (decision 0139).
  useKeepClear(dockRef, launcherShown && (phone || quietPage) && !(open && phone), { onPicture: phone && !quietPage });
  const onlyGreeting = messages.length === 1 && messages[0]?.type === 'bot';

  return (
    <div className={styles.widget}>
      <div className="visually-hidden" role="status">
        {announcement}
      </div>
      {open && (
        <ChatPanel
          id={panelId}
          shopName={shopName}
          subtitle={headerLine(policy, t)}
          messages={messages}
          waiting={waiting}
          showQuestions={onlyGreeting && !waiting}
          fullScreen={phone}
          inputRef={inputRef}
          onPickQuestion={(topic) => void pickQuestion(topic)}
          onSend={(text) => void send(text)}
          onClose={closeChat}
          onNavigate={() => phone && closeChat()}
        />
      )}
      {launcherShown && (
        <div ref={dockRef} className={styles.dock} data-open={open}>
          {trendingOnScreen && (
            <TrendingPopup trending={trending} onTellMore={tellMeMore} onClose={() => setTrendingVisible(false)} />
          )}
          {teaserShown && (
            <div className={styles.teaser} data-keep-clear>
              <button type="button" className={styles.teaserText} onClick={() => openChat()}>
                {t('assistant.teaser')} <strong>{t('assistant.askUs')}</strong>
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('assistant.hideTip')}
                onClick={() => setStored((current) => ({ ...current, teaserDismissed: true }))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          )}
          <button
            ref={launcherRef}
            type="button"
            className={styles.launcher}
            data-keep-clear="lift"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={t(open ? 'assistant.close' : 'assistant.open')}
            onClick={() => (open ? closeChat() : openChat())}
          >
            {open ? <span aria-hidden="true">×</span> : <ChatIcon />}
          </button>
        </div>
      )}
    </div>
  );
}
