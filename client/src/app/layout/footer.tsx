import { Logo } from '../../components/logo';
import appStoreBadge from '../../assets/app-store-badge.svg';
import googlePlayBadge from '../../assets/google-play-badge.svg';

const COMPANY_LINKS = ['Home', 'About us', 'Contact us', 'Privacy policy'];

// Placeholders until the business has real contact details.
const CONTACT_PHONE = '+1-234-567-890';
const CONTACT_EMAIL = 'contact@example.com';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-40 w-full px-6 text-zinc-300 md:px-16 lg:px-36 print:hidden">
      <div className="flex w-full flex-col justify-between gap-10 border-b border-zinc-500 pb-14 md:flex-row">
        <div className="md:max-w-96">
          <Logo />
          <p className="mt-6 text-sm">
            Marquee shows what is playing near you: browse movies and new releases, pick a date and
            time, choose your seats and book tickets in a few taps.
          </p>
          <div className="mt-4 flex items-center gap-2">
            <a href="#" aria-label="Get it on Google Play">
              <img src={googlePlayBadge} alt="Get it on Google Play" className="h-10 w-auto" />
            </a>
            <a href="#" aria-label="Download on the App Store">
              <img src={appStoreBadge} alt="Download on the App Store" className="h-10 w-auto" />
            </a>
          </div>
        </div>
        <div className="flex flex-1 items-start gap-20 md:justify-end md:gap-40">
          <div>
            <h2 className="mb-5 font-semibold">Company</h2>
            <ul className="space-y-2 text-sm">
              {COMPANY_LINKS.map((label) => (
                <li key={label}>
                  <a href="#" className="hover:text-primary">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="mb-5 font-semibold">Get in touch</h2>
            <div className="space-y-2 text-sm">
              <p>{CONTACT_PHONE}</p>
              <p>{CONTACT_EMAIL}</p>
            </div>
          </div>
        </div>
      </div>
      <p className="pt-4 pb-5 text-center text-sm">
        Copyright {year} © Marquee. All Right Reserved.
      </p>
    </footer>
  );
}
