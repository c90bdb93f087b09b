/**
 * The Terms of Use and the Privacy Policy in English (docs/product/account.md).
 * Same sections in the same order as th-TH.ts; tests/legal/legal-content.test.ts checks both.
 */
import type { LegalContent } from './types';

export const content: LegalContent = ({ supportEmail: email, minAge: age }) => ({
  terms: {
    title: 'Terms of Use',
    updated: 'Last updated: 21 November 2026',
    sections: [
      {
        heading: '1. Acceptance of these terms',
        paragraphs: [
          'These Terms of Use (the “Terms”) are an agreement between you and the operator of this game lobby (“we”, “us”). They apply whenever you visit the app, create an account, deposit, play or withdraw.',
          'By registering, logging in or using the service, you confirm that you have read, understood and accepted these Terms and our Privacy Policy. Ticking the agreement box or pressing “I Agree” in the app has the same effect.',
          'If you do not accept these Terms, do not register or use the service. Games, promotions and payment methods may have their own rules. Those rules form part of these Terms, and where they differ on a specific point, the specific rules apply.',
        ],
      },
      {
        heading: '2. Membership and your account',
        paragraphs: [
          'You need a member account to play. You can register with a mobile number or a username and a password, or through a supported social login. Depending on how you register, we may confirm your mobile number with a one-time code (OTP).',
          'You must give accurate, complete and current information and keep it up to date. The name on your identity documents and on any bank account or wallet you use for withdrawals must be your own.',
          'Only one account is allowed per player. You may not open or use more than one account, whether in your own name or someone else’s, share an account, or buy, sell or transfer an account.',
          'Bots, scripts, automated play and any software that plays, bets or claims rewards on your behalf are forbidden, as is any attempt to interfere with the games or the app.',
          'Keep your password, safebox password and one-time codes secret: you are responsible for everything done through your account. We will never ask for your password. If you think someone else has used your account, change your password and contact us straight away.',
        ],
      },
      {
        heading: `3. Age requirement: ${age} and over`,
        paragraphs: [
          `You must be at least ${age} years old to register, deposit or play. By registering, you confirm that you are ${age} or older.`,
          'We may ask for proof of your age and identity at any time. Identity verification (KYC) is required before your first withdrawal or within 7 days of opening your account, whichever comes first.',
          `If we find that a player is under ${age}, or a player cannot prove their age when asked, we will close the account immediately. Winnings and bonuses in the account are forfeited. The amount deposited, less any amount already withdrawn, is returned to the verified payment method used to deposit, as far as the law allows. We may report the case to the regulator.`,
        ],
      },
      {
        heading: '4. Restricted persons',
        paragraphs: [
          'Because of their office or work, or by decision of the regulator, some people may not use the service. If we find that an account belongs to a restricted person, we will close it; winnings are forfeited and deposits are handled as described in section 3.',
          'If you become a restricted person while you hold an account, you must stop playing and tell us.',
          `The following persons may not register or play, even if they are ${age} or older:`,
        ],
        list: [
          'government officials and employees;',
          'members of the police and the armed forces;',
          'students of any school, college or university;',
          'officers and staff of the Philippine gaming regulator;',
          'persons on the regulator’s exclusion or banned list, including persons who have excluded themselves;',
          'gaming licence holders, and their officers and staff.',
        ],
      },
      {
        heading: '5. Deposits and withdrawals',
        paragraphs: [
          'Deposits and withdrawals are made in the app’s coin currency through the payment methods shown in the wallet. You may only use payment methods, bank accounts and wallets in your own name. A deposit is credited once the payment provider confirms it.',
          'Identity verification (KYC) must be completed before your first withdrawal or within 7 days of opening your account, whichever comes first. Until it is complete, we may hold withdrawals and limit your account.',
          'A withdrawal cannot be cancelled once you have submitted it.',
          'Business days exclude Saturdays, Sundays and public holidays. Processing may take longer when additional checks are needed or when a bank or payment provider is delayed.',
          'Withdrawals are processed within the following periods, depending on the amount:',
        ],
        list: [
          '1 to 50,000 coins: 1 to 3 business days;',
          'more than 50,000 and up to 500,000 coins: 3 to 5 business days;',
          'more than 500,000 coins: 5 to 10 business days.',
        ],
      },
      {
        heading: '6. Bonuses and promotions',
        paragraphs: [
          'Each bonus, reward, points scheme and promotional activity has its own rules, shown on its page: for example wagering requirements, time limits, who may take part and maximum amounts. Those rules apply in addition to these Terms.',
          'Promotions are meant for genuine individual players. Abuse includes using several accounts, working together with other players, using bots, or placing bets that carry no real risk in order to clear a bonus. If we find abuse, we may cancel the bonus and any winnings from it, and suspend or close the accounts involved.',
          'We may change, suspend or end a promotion at any time. Rewards you have already earned in line with the rules will be honoured.',
        ],
      },
      {
        heading: '7. Limits of our liability',
        paragraphs: [
          'Nothing in these Terms limits or excludes any liability that cannot be limited or excluded by law.',
          'Subject to that, we are not liable for losses caused by:',
        ],
        list: [
          'failures or interruptions of your network connection, device, browser or operating system;',
          'delays, errors or refusals by third-party payment providers and banks;',
          'events beyond our reasonable control (force majeure), such as natural disasters, power cuts, war, civil unrest, government action or large-scale network outages;',
          'outages, maintenance or faults of game providers;',
          'errors in displayed results or balances: the result recorded by the game server is final, and we will correct any amount shown or credited by mistake;',
          'your own disclosure of your password, one-time codes or other login details to anyone else.',
        ],
      },
      {
        heading: '8. Account suspension and closure',
        paragraphs: [
          'We may suspend an account, hold its balance while we investigate, or close it for the reasons listed below. While an account is suspended, you may not be able to deposit, play or withdraw.',
          'Where the law allows, we will tell you the reason and give you the chance to respond. When an account is closed, balances obtained fairly are paid out after our checks; amounts obtained through fraud, abuse or a breach of these Terms are forfeited.',
          'You may close your own account at any time by contacting customer service.',
          'Reasons for suspension or closure:',
        ],
        list: [
          'fraud or attempted fraud, including the use of stolen payment methods or forged documents;',
          'holding or using more than one account;',
          'using bots, scripts or other automated play;',
          'chargebacks or reversed deposits;',
          'suspicion of money laundering or other financial crime;',
          `being under ${age} years old;`,
          'being a restricted person;',
          'abusive, threatening or offensive conduct towards other players or our staff.',
        ],
      },
      {
        heading: '9. Anti-money laundering',
        paragraphs: [
          'We must prevent money laundering and the financing of terrorism. We monitor deposits, play and withdrawals for unusual patterns.',
          'We may ask you to explain the source of your funds or wealth and to provide supporting documents, such as payslips or bank statements. We may delay a transaction until you do.',
          'We report suspicious transactions to the competent authorities as the law requires, and the law may not allow us to tell you that we have done so.',
          'We may freeze accounts and funds when the law requires it or while a suspicion is investigated. Deposits are meant for play: depositing and withdrawing with little or no play may be treated as suspicious.',
        ],
      },
      {
        heading: '10. Responsible gaming',
        paragraphs: [
          'Games are entertainment, not a way to earn money. Only play with money you can afford to lose, and do not chase losses.',
          'If gaming stops being fun or affects your money, work or relationships, take a break and talk to someone you trust. Customer service can put you in touch with organisations that help people with gambling problems.',
          'Contact customer service to use these tools:',
        ],
        list: [
          'deposit or loss limits per day, week or month: a lower limit applies straight away, a higher limit or its removal only after a cooling-off period;',
          'a time-out that pauses your account for a period you choose;',
          'self-exclusion for a set period or permanently: your account is closed to play and promotional messages stop. We can also tell you how to apply to the regulator’s exclusion list.',
        ],
      },
      {
        heading: '11. Changes to these terms',
        paragraphs: [
          'We may change these Terms, for example when the law, the regulator’s requirements or our services change. The date at the top shows when they were last updated.',
          'We will tell you about important changes in the app before they take effect. If you keep using the service after that, you accept the new Terms. If you do not accept them, stop using the service; you can still withdraw your balance under these Terms.',
        ],
      },
      {
        heading: '12. Governing law and regulator',
        paragraphs: [
          'The service operates under a notice of the Philippine gaming regulator, and we follow its rules, including those on player age, restricted persons and anti-money laundering.',
          'These Terms are governed by the laws of the Republic of the Philippines. Disputes that cannot be settled through customer service are subject to the courts of the Philippines. This does not take away any mandatory rights you have under the law of the country where you live.',
          'You are responsible for making sure that online gaming is legal where you are.',
          'If any part of these Terms is found invalid, the rest remains in force. If the Thai and English versions differ, the English version prevails.',
        ],
      },
      {
        heading: '13. Contact us',
        paragraphs: [
          `For questions about these Terms, complaints, closing your account or setting limits, use customer service in the app or write to ${email}. Please give your user ID or registered mobile number so that we can find your account.`,
          'Never send us your password or one-time codes, by any channel.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated: 21 November 2026',
    sections: [
      {
        heading: '1. Who we are',
        paragraphs: [
          'This Privacy Policy explains how the operator of this game lobby (“we”, “us”) collects, uses, keeps and shares personal data about the players and visitors of the app and the website. We are responsible for that data as its controller.',
          `The service operates under a notice of the Philippine gaming regulator. We handle personal data in line with the applicable data protection law and the regulator’s requirements. You can reach us at ${email}.`,
          'This policy forms part of our Terms of Use.',
        ],
      },
      {
        heading: '2. Data we collect',
        paragraphs: ['We collect only what we need to run the service and meet our legal duties:'],
        list: [
          'Account data: your mobile number or username, your password (encrypted before it leaves your device), nickname, avatar and user ID.',
          'Contact data: your mobile number, any e-mail address you give us, and the messages you send to customer service.',
          'Identity documents for KYC: your full name, date of birth, nationality and address, a copy or photo of your identity document, a photo of yourself when requested, and documents on the source of your funds.',
          'Transaction data: deposits, withdrawals, the bank accounts and wallets you bind, bonuses, points, bets, winnings and game history.',
          'Device and usage data: IP address, browser and operating system and their versions, language, app version, pages visited, and dates and times of use.',
          'Device ID: a random identifier that the app creates in your browser and sends with every login and registration, together with your browser name, so that we can recognise the device, protect your account and detect multiple accounts.',
          'Social login data: when you log in with a messaging-app account, the identifier, display name and, if you allow it, e-mail address that the provider shares with us.',
          'Marketing data: the advertising parameters of the link that brought you to us (such as the campaign or referrer) and the code of whoever invited you.',
        ],
      },
      {
        heading: '3. How we use your data',
        paragraphs: [
          'We use personal data for the following purposes, each based on our contract with you, a legal obligation, our legitimate interests or your consent:',
        ],
        list: [
          'providing the service: your account, wallet, deposits, withdrawals, games, rewards and customer service;',
          'security: protecting accounts, detecting unusual logins and keeping the service running;',
          'identity verification (KYC) and anti-money-laundering (AML) checks, including checks of age and of the restricted persons list;',
          'preventing fraud, multiple accounts, bots and bonus abuse;',
          'meeting legal and regulatory obligations, including record keeping and reports to the authorities;',
          'understanding how the app is used, so that we can improve it;',
          'sending promotions and offers, only with your consent, which you can withdraw at any time.',
        ],
      },
      {
        heading: '4. Cookies and local storage',
        paragraphs: [
          'The app itself does not set cookies. The customer-service chat and the payment pages are run by third parties and may set their own cookies under their own policies.',
          'When you log out, the app removes your session token and player profile from the browser. You can clear all of this data at any time in your browser settings; you will then be logged out and your preferences reset.',
          'The app keeps the following in your browser’s local storage, which stays until you log out or clear it, and in its session storage, which is cleared when you close the tab:',
        ],
        list: [
          'your session token, so that you stay logged in until you log out;',
          'your preferences, such as the language, and the notices and tips you have dismissed;',
          'the account name of your last login, so that you do not have to type it again; your password is never stored in the browser;',
          'the random device ID (see “Data we collect”);',
          'a copy of the game list and of your player profile, so that the app loads faster;',
          'the invitation code of the link that brought you here;',
          'in session storage: the ad parameters of the link that brought you here, and your acceptance of the age notice and of the terms for that visit.',
        ],
      },
      {
        heading: '5. How long we keep your data',
        paragraphs: [
          'We keep personal data for at least 1 year after your last visit, so that we can answer questions and handle complaints and disputes about your account.',
          'We keep it longer where the law requires. For example, identity (KYC) and transaction records must be kept for the period set by anti-money-laundering law, which can be several years after the account is closed.',
          'When the retention period ends, we delete the data or make it anonymous so that it can no longer identify you.',
        ],
      },
      {
        heading: '6. Who we share your data with',
        paragraphs: [
          'We never sell your personal data, and we do not rent it out or trade it.',
          'Some recipients may be outside your country. When data is transferred abroad, we make sure it stays protected as the law requires.',
          'We share personal data only as far as needed, with:',
        ],
        list: [
          'payment providers and banks that process your deposits and withdrawals;',
          'identity verification (KYC) vendors that check your documents and age;',
          'game providers, which receive your player ID, bets and results to run the games you play;',
          'service providers that host our systems, send text messages or run the customer-service chat, under contracts that require them to protect the data;',
          'the regulator, law enforcement and other authorities, when the law requires it or on a lawful request.',
        ],
      },
      {
        heading: '7. How we protect your data',
        paragraphs: [
          'We protect personal data with technical and organisational measures: encrypted connections (HTTPS), encryption of your password before it leaves your device, access limited to staff who need it, and logging and review of that access.',
          'No system is completely secure. Keep your password and one-time codes to yourself, log out on shared devices, and tell us straight away if you suspect misuse.',
          'If a data breach is likely to put you at risk, we will inform you and the competent authority as the law requires.',
        ],
      },
      {
        heading: '8. Your rights',
        paragraphs: [
          `To use any of these rights, write to ${email}. We may first ask you to confirm your identity, so that your data is not given to someone else. We will reply within the time the law sets.`,
          'Subject to the law, you have the right to:',
        ],
        list: [
          'be informed of how we use your data (this policy);',
          'access your personal data and receive a copy of it;',
          'have inaccurate or incomplete data corrected;',
          'have your data deleted where the law allows; we cannot delete data that we must keep, such as KYC and transaction records;',
          'object to, or ask us to restrict, some uses of your data, such as marketing;',
          'complain to the competent data protection authority.',
        ],
      },
      {
        heading: '9. Withdrawing your consent',
        paragraphs: [
          `Where we rely on your consent, for example to send you promotions, you can withdraw it at any time by e-mail to ${email}. Please give your user ID or registered mobile number so that we can find your account.`,
          'Withdrawing consent does not affect what we did before, nor the processing we need for our contract with you or by law, such as KYC and anti-money-laundering checks. If you withdraw consent that the service needs, we may no longer be able to keep your account open; we will tell you if so.',
        ],
      },
      {
        heading: `10. Children and anyone under ${age}`,
        paragraphs: [
          `The service is only for people aged ${age} and over. We do not knowingly collect personal data from anyone under ${age}.`,
          `If we learn that we hold data about someone under ${age}, we close the account and delete the data, except what the law requires us to keep. Parents or guardians who believe a minor has used the service can contact us at ${email}.`,
        ],
      },
      {
        heading: '11. Changes to this policy',
        paragraphs: [
          'We may update this policy when our services or the law change. The date at the top shows the latest version. We will tell you about important changes in the app before they take effect, and ask for your consent again where the law requires.',
        ],
      },
      {
        heading: '12. Contact us',
        paragraphs: [
          `For questions about this policy or your personal data, or to use your rights, write to ${email}.`,
          'We will never ask for your password by e-mail or chat.',
        ],
      },
    ],
  },
});
