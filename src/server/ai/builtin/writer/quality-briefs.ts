/**
 * Thirty realistic briefs, six per content type, as a marketer types them into a content page: the prompt's
 * text, the row's text and its additional context. The quality suite (quality.test.ts) runs each through the
 * same path a request takes and checks what a reader would notice: facts kept, instructions and internal notes
 * left out, headings that name something from the input, no sentence said twice.
 */
import type { BuiltinContentType } from "../directive";

export interface QualityBrief {
  id: string;
  contentType: BuiltinContentType;
  promptText: string;
  textContent: string;
  additionalContext?: string;
  /** Must appear in the piece exactly as written (names keep their capitals). */
  facts: string[];
  /** Must never appear: instructions to the writer, internal notes. */
  leaks: string[];
  /** The prompt asks for this many numbered posts. */
  posts?: number;
}

export const QUALITY_BRIEFS: QualityBrief[] = [
  {
    id: "social-launch-linkedin",
    contentType: "social_media",
    promptText: "Write an engaging LinkedIn post. Keep it professional.",
    textContent: "Pulse Analytics launches its new attribution dashboard on 12 March. It shows which channel brought each customer.",
    additionalContext: "The launch webinar is at 3pm GMT. Free for teams under 10 people. Internal note: pricing for larger teams is still undecided.",
    facts: ["Pulse Analytics", "12 March", "3pm GMT", "10 people"],
    leaks: ["Internal note", "pricing for larger teams", "Keep it professional"],
  },
  {
    id: "social-five-numbered",
    contentType: "social_media",
    promptText: "Write 5 numbered posts for Instagram about this.",
    textContent: "Our summer sale: 30% off all linen shirts until Sunday.",
    additionalContext: "Free delivery on orders over £50.",
    facts: ["30%", "Sunday", "£50"],
    leaks: ["Write 5 numbered posts", "Instagram about this"],
    posts: 5,
  },
  {
    id: "social-bakery-event",
    contentType: "social_media",
    promptText: "Friendly Facebook post for our local followers",
    textContent: "Crumb & Co is hosting a sourdough class on Saturday 14 June at our Leeds bakery. Places cost £25 and include a starter to take home.",
    additionalContext: "Mention that booking closes on Thursday. Audience: home bakers",
    facts: ["Crumb & Co", "14 June", "Leeds", "£25", "Thursday"],
    leaks: ["Audience:", "Mention that"],
  },
  {
    id: "social-hiring",
    contentType: "social_media",
    promptText: "Write a warm post announcing a job opening. Don't use hashtags.",
    textContent: "We're hiring a senior product designer to join our team in Lisbon. The role is hybrid, with two office days a week.",
    additionalContext: "Apply by 30 April at https://example.com/jobs. Note to self: ask Maria to share it too.",
    facts: ["Lisbon", "30 April", "https://example.com/jobs"],
    leaks: ["Note to self", "Maria", "Don't use hashtags"],
  },
  {
    id: "social-three-tweets",
    contentType: "social_media",
    promptText: "Give me 3 different tweets for X",
    textContent: "Northwind Coffee now delivers beans roasted the same morning across Manchester.",
    facts: ["Northwind Coffee", "Manchester"],
    leaks: ["Give me 3 different tweets"],
    posts: 3,
  },
  {
    id: "social-milestone",
    contentType: "social_media",
    promptText: "Celebrate this milestone with our community. Use a bold, upbeat tone.",
    textContent: "Brightside Yoga just welcomed its 1,000th member. We opened our first studio in Bristol three years ago.",
    additionalContext: "Members get a free guest pass this month. Confidential: the second studio lease is not signed yet.",
    facts: ["Brightside Yoga", "1,000th", "Bristol"],
    leaks: ["Confidential", "studio lease", "Use a bold"],
  },
  {
    id: "email-workshop",
    contentType: "email_broadcast",
    promptText: "Write a promotional email inviting subscribers",
    textContent: "Spring workshop on email automation for Shopify store owners, April 20, $49.",
    additionalContext: "Seats are limited to 40. Keep the tone friendly.",
    facts: ["Shopify", "April 20", "$49", "40"],
    leaks: ["Keep the tone friendly"],
  },
  {
    id: "email-price-change",
    contentType: "email_broadcast",
    promptText: "Write a clear, honest email to existing customers",
    textContent: "From 1 July the Team plan of Ledgerly moves from $12 to $15 per user per month. Customers on annual plans keep their current price until renewal.",
    additionalContext: "Questions go to billing@ledgerly.io. Internal: finance wants this sent before the board meeting.",
    facts: ["1 July", "Ledgerly", "$12", "$15", "billing@ledgerly.io"],
    leaks: ["Internal", "board meeting", "finance wants"],
  },
  {
    id: "email-feature",
    contentType: "email_broadcast",
    promptText: "Announce the new feature in a short email",
    textContent: "Taskpilot now syncs with Google Calendar. Deadlines appear in your calendar automatically and update when plans change.",
    additionalContext: "Available on all plans from today. Mention the help article at https://taskpilot.app/help/calendar.",
    facts: ["Taskpilot", "Google Calendar", "https://taskpilot.app/help/calendar"],
    leaks: ["Mention the help article"],
  },
  {
    id: "email-webinar-reminder",
    contentType: "email_broadcast",
    promptText: "Reminder email for registered attendees",
    textContent: "Our webinar Scaling Customer Support starts tomorrow at 4pm CET. Dana Whitfield from Helpwise will share how her team cut response times by 35%.",
    additionalContext: "The recording will be sent to everyone who registered. TODO: check the Zoom link works.",
    facts: ["4pm CET", "Dana Whitfield", "Helpwise", "35%"],
    leaks: ["TODO", "Zoom link"],
  },
  {
    id: "email-reengage",
    contentType: "email_broadcast",
    promptText: "Write a win-back email to customers who haven't ordered in six months. Avoid sounding desperate.",
    textContent: "Greenleaf Pantry has added 40 new organic products, including oat milk from Oatly and coffee from Union Roasters.",
    additionalContext: "Use code WELCOME15 for 15% off until 31 May.",
    facts: ["Greenleaf Pantry", "40", "Oatly", "Union Roasters", "WELCOME15", "15%", "31 May"],
    leaks: ["Avoid sounding desperate", "win-back"],
  },
  {
    id: "email-event-recap",
    contentType: "email_broadcast",
    promptText: "Thank-you email after our conference",
    textContent: "Thank you for joining MarketMinds Summit 2025 in Amsterdam. Over 600 marketers attended 24 sessions across two days.",
    additionalContext: "Slides are available at https://marketminds.io/slides. Next year's dates will be announced in September.",
    facts: ["MarketMinds Summit 2025", "Amsterdam", "600", "24", "https://marketminds.io/slides", "September"],
    leaks: [],
  },
  {
    id: "newsletter-monthly",
    contentType: "newsletter",
    promptText: "Write our monthly newsletter",
    textContent: "March update: we shipped Slack alerts, hired two engineers in Lisbon, and our customer count passed 1,200.",
    additionalContext: "Mention the April 4 community call.",
    facts: ["March", "Slack", "Lisbon", "1,200", "April 4"],
    leaks: ["Mention the"],
  },
  {
    id: "newsletter-nonprofit",
    contentType: "newsletter",
    promptText: "Quarterly newsletter for our donors. Warm and grateful tone.",
    textContent:
      "This quarter Riverside Food Bank served 8,400 families. Volunteers logged 3,100 hours. Our new cold storage room means we can accept fresh produce from local farms.",
    additionalContext: "The annual fundraiser is on 9 November at the Riverside Community Hall. Do not mention the grant application, it is confidential.",
    facts: ["Riverside Food Bank", "8,400", "3,100", "9 November", "Riverside Community Hall"],
    leaks: ["grant application", "confidential"],
  },
  {
    id: "newsletter-product",
    contentType: "newsletter",
    promptText: "Product newsletter for existing users, keep it concise",
    textContent:
      "Version 4.2 of Notely adds offline mode and shared folders. Offline mode keeps every note available on flights. Shared folders let whole teams edit the same notes.",
    additionalContext: "Version 4.2 rolls out to everyone by 15 October.",
    facts: ["Notely", "4.2", "15 October"],
    leaks: ["keep it concise"],
  },
  {
    id: "newsletter-restaurant",
    contentType: "newsletter",
    promptText: "Newsletter for our restaurant regulars",
    textContent:
      "Chef Amara Osei has a new autumn menu at Ember Kitchen. Highlights include smoked squash soup and slow-roasted lamb. We now take bookings for Sunday lunch.",
    additionalContext: "Book at https://emberkitchen.co.uk/book or call 0113 496 0000.",
    facts: ["Amara Osei", "Ember Kitchen", "https://emberkitchen.co.uk/book", "0113 496 0000"],
    leaks: [],
  },
  {
    id: "newsletter-saas-tips",
    contentType: "newsletter",
    promptText: "Weekly tips newsletter for small business owners",
    textContent:
      "Invoices paid within 7 days help cash flow. Sending reminders 3 days before the due date cuts late payments. Offering card payments gets invoices paid faster.",
    additionalContext: "Brought to you by Paydue. Internal only: sponsor slot unsold this week.",
    facts: ["7 days", "3 days", "Paydue"],
    leaks: ["Internal only", "sponsor slot"],
  },
  {
    id: "newsletter-community",
    contentType: "newsletter",
    promptText: "Community newsletter, friendly tone, include upcoming events",
    textContent: "The Hackney Makers Market returns on 3 August with 60 stalls. This year we added a kids' craft corner and a food court.",
    additionalContext: "Stallholder applications close on 10 July.",
    facts: ["Hackney Makers Market", "3 August", "60", "10 July"],
    leaks: ["friendly tone"],
  },
  {
    id: "article-roi",
    contentType: "article",
    promptText: "Write a detailed blog article. Use a friendly tone. Do not mention competitors.",
    textContent: "How Pulse Analytics helps small marketing teams measure ROI. Teams connect Google Ads and Meta in five minutes. Reports update every hour.",
    additionalContext: "Internal note: the launch date is confidential until Monday.",
    facts: ["Pulse Analytics", "Google Ads", "Meta"],
    leaks: ["Internal note", "launch date", "Do not mention competitors", "Use a friendly tone"],
  },
  {
    id: "article-remote",
    contentType: "article",
    promptText: "Write an in-depth article for HR leaders",
    textContent:
      "Remote onboarding works when new hires have a buddy. At Fieldwork, every new starter gets a buddy for 90 days. New hires with a buddy were 40% more likely to stay past their first year.",
    facts: ["Fieldwork", "90 days", "40%"],
    leaks: ["Write an in-depth article"],
  },
  {
    id: "article-seo",
    contentType: "article",
    promptText: "SEO article, around 800 words, for local shop owners",
    textContent:
      "Local search brings customers to small shops. A complete Google Business Profile gets more calls. Shops that reply to reviews rank higher in local results.",
    additionalContext: "Our client Hartley Hardware doubled its calls in 6 months.",
    facts: ["Google Business Profile", "Hartley Hardware", "6 months"],
    leaks: ["800 words"],
  },
  {
    id: "article-sustainability",
    contentType: "article",
    promptText: "Thought leadership article for our blog",
    textContent:
      "Packaging is where e-commerce brands can cut waste fastest. Loop & Leaf switched to compostable mailers in 2023. The switch cut plastic use by 12 tonnes a year.",
    additionalContext: "Quote from our founder Priya Nair: small changes at scale matter more than perfect ones.",
    facts: ["Loop & Leaf", "2023", "12 tonnes", "Priya Nair"],
    leaks: ["Thought leadership article"],
  },
  {
    id: "article-case-study",
    contentType: "article",
    promptText: "Case study article",
    textContent:
      "Harbor Dental used automated appointment reminders from Remindly. No-shows dropped from 18% to 6% in three months. Front desk staff saved 10 hours a week.",
    additionalContext: "Harbor Dental has 4 clinics in Boston.",
    facts: ["Harbor Dental", "Remindly", "18%", "6%", "10 hours", "Boston"],
    leaks: [],
  },
  {
    id: "article-guide",
    contentType: "article",
    promptText: "Beginner's guide article. Do not use jargon.",
    textContent:
      "Email segmentation means sending different emails to different groups. Brands that segment by purchase history see higher open rates. Start with two groups: new customers and repeat customers.",
    additionalContext: "Mailbird users can set up segments in the Audience tab.",
    facts: ["Mailbird", "Audience tab"],
    leaks: ["Do not use jargon"],
  },
  {
    id: "general-about",
    contentType: "general",
    promptText: "Write an About us paragraph for our website",
    textContent: "Oakline Studio is a design agency in Glasgow founded in 2016. We build brands and websites for independent food and drink businesses.",
    additionalContext: "We have worked with over 120 clients.",
    facts: ["Oakline Studio", "Glasgow", "2016", "120"],
    leaks: ["About us paragraph"],
  },
  {
    id: "general-product-description",
    contentType: "general",
    promptText: "Product description for our online shop",
    textContent: "The Trailhead 30 backpack holds 30 litres, weighs 900 g and is made from recycled nylon. It has a padded laptop sleeve for screens up to 16 inches.",
    additionalContext: "Comes with a 5-year warranty.",
    facts: ["Trailhead 30", "30 litres", "900 g", "16 inches", "5-year"],
    leaks: [],
  },
  {
    id: "general-press",
    contentType: "general",
    promptText: "Short press announcement",
    textContent: "Kinetic Labs has raised $8 million led by Northstar Ventures to expand its warehouse robotics platform into Europe.",
    additionalContext: "The company will open an office in Berlin in early 2026. Embargoed details: the valuation is not public.",
    facts: ["Kinetic Labs", "$8 million", "Northstar Ventures", "Berlin", "2026"],
    leaks: ["Embargoed", "valuation"],
  },
  {
    id: "general-landing",
    contentType: "general",
    promptText: "Landing page copy for a free trial",
    textContent: "Shiftly schedules staff shifts in minutes and sends changes to everyone's phone.",
    additionalContext: "Free for 14 days, no credit card needed. Used by 2,500 cafes and shops.",
    facts: ["Shiftly", "14 days", "2,500"],
    leaks: [],
  },
  {
    id: "general-event-blurb",
    contentType: "general",
    promptText: "Event listing blurb",
    textContent: "Jazz on the Quay returns to Galway Harbour on 22 July from 6pm, with four bands and local street food.",
    additionalContext: "Tickets are €15 at https://jazzonthequay.ie.",
    facts: ["Jazz on the Quay", "Galway Harbour", "22 July", "6pm", "€15", "https://jazzonthequay.ie"],
    leaks: [],
  },
  {
    id: "general-bio",
    contentType: "general",
    promptText: "Speaker bio for a conference programme, third person",
    textContent: "Maya Lindqvist leads growth at Fjord Health. She previously built the marketing team at Klarna from 5 to 60 people.",
    additionalContext: "She speaks on 12 May about product-led growth.",
    facts: ["Maya Lindqvist", "Fjord Health", "Klarna", "12 May"],
    leaks: ["third person"],
  },
];
