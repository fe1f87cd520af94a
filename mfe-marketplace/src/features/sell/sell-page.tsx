import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGES, useCurrentUser, useSignOut } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { LoginDialog } from 'shared-ui/login-dialog';
import { usePageMeta } from 'shared-ui/page-meta';
import { sell as t } from '../../texts/sell.ts';
import { myProductsUrl } from './api.ts';
import { ProductForm } from './product-form.tsx';
import './sell-page.css';
import { marketplace } from 'shared-ui/texts/marketplace';

/**
 * Sell (spec section 2): for a member, a greeting, View My Products, Logout and the Add New
 * Product form; without a session, the login modal, and the form once logged in.
 */
export function SellPage() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [askLogin, setAskLogin] = useState(!user);
  usePageMeta({ title: t.title, description: t.intro });

  if (!user) {
    return (
      <section className="ui-page market-sell">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
        <p>{t.loginPrompt}</p>
        <Button onClick={() => setAskLogin(true)}>{t.logIn}</Button>
        <LoginDialog
          open={askLogin}
          onClose={() => setAskLogin(false)}
          reason={marketplace.products.loginToSubmit}
        />
      </section>
    );
  }

  const logout = async () => {
    await signOut();
    navigate(PAGES.home);
  };

  return (
    <section className="ui-page market-sell">
      <h1>{t.title}</h1>
      <div className="market-sell__member">
        <p className="market-sell__greeting">{t.greeting(user.username)}</p>
        <a className="ui-button ui-button--secondary" href={myProductsUrl(user.id)}>
          {marketplace.viewMyProducts}
        </a>
        <Button variant="ghost" onClick={() => void logout()}>
          {t.logout}
        </Button>
      </div>
      <h2>{t.formTitle}</h2>
      <ProductForm user={user} onSignedOut={() => setAskLogin(true)} />
      <LoginDialog
        open={askLogin}
        onClose={() => setAskLogin(false)}
        reason={marketplace.products.loginToSubmit}
      />
    </section>
  );
}
