import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CurrentUser } from '../api/types';
import { chooseActiveShop } from './activeShop';
import { useLocaleStore } from './locale';
import type { ActiveShop } from './activeShop';
import { clearOrderTableSettings } from './tableSettings';

/** The local-storage key of the persisted session. */
export const SESSION_STORAGE_KEY = 'pricelist-session:v1';

export interface SessionState {
  isLoggedIn: boolean;
  token: string | null;
  profile: CurrentUser | null;
  /** The shop the back office works on; kept after logout as a preference of this browser. */
  shop: ActiveShop | null;
  /** Kept after logout as a preference of this browser. */
  darkMode: boolean;
  /** A short sound when a new order comes in; a preference of this browser (the counter's). */
  orderSound: boolean;
  /** Stores the token and profile and chooses the active shop. */
  login: (token: string, profile: CurrentUser) => void;
  /** Replaces the profile with a fresher copy, keeping the active shop when still allowed. */
  setProfile: (profile: CurrentUser) => void;
  /** Forgets the token and profile. */
  logout: () => void;
  /** Makes `shop` the active shop and drops the saved order-table settings of the old one. */
  switchShop: (shop: ActiveShop) => void;
  setDarkMode: (darkMode: boolean) => void;
  setOrderSound: (orderSound: boolean) => void;
}

type PersistedSession = Pick<
  SessionState,
  'isLoggedIn' | 'token' | 'profile' | 'shop' | 'darkMode' | 'orderSound'
>;

/** The user's own language becomes the interface's as soon as their profile is known. */
function applyLanguage(profile: CurrentUser): void {
  const locales = useLocaleStore.getState();
  if (profile.language && profile.language !== locales.locale) locales.setLocale(profile.language);
}

function browserStorages(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];
}

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      isLoggedIn: false,
      token: null,
      profile: null,
      shop: null,
      darkMode: false,
      orderSound: true,
      login: (token, profile) => {
        applyLanguage(profile);
        set({
          isLoggedIn: true,
          token,
          profile,
          shop: chooseActiveShop(profile.shop_groups, get().shop, profile.email),
        });
      },
      setProfile: (profile) => {
        applyLanguage(profile);
        set({ profile, shop: chooseActiveShop(profile.shop_groups, get().shop, profile.email) });
      },
      logout: () => {
        set({ isLoggedIn: false, token: null, profile: null });
      },
      switchShop: (shop) => {
        clearOrderTableSettings(browserStorages());
        set({ shop });
      },
      setDarkMode: (darkMode) => {
        set({ darkMode });
      },
      setOrderSound: (orderSound) => {
        set({ orderSound });
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage<PersistedSession>(() => window.localStorage),
      partialize: ({ isLoggedIn, token, profile, shop, darkMode, orderSound }) => ({
        isLoggedIn,
        token,
        profile,
        shop,
        darkMode,
        orderSound,
      }),
    },
  ),
);
