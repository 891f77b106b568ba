/**
 * The demo portfolio: eight completed projects in Tbilisi, Batumi and Bakuriani, Georgian with
 * English, and their three categories. `./seed.ts` loads it.
 */
import type { ImageMotif } from '@/lib/seed-kit/types'

type L10n = { ka: string; en: string }

export const categories: { slug: string; title: L10n }[] = [
  { slug: 'purchases', title: { ka: 'შეძენა', en: 'Purchases' } },
  { slug: 'renovations', title: { ka: 'რემონტი', en: 'Renovations' } },
  { slug: 'developments', title: { ka: 'მშენებლობა', en: 'Developments' } },
]

/** Photos every project's gallery shares (drawn once). */
export const galleryPhotos: { motif: ImageMotif; hue: number; name: string; alt: L10n }[] = [
  {
    motif: 'interior',
    hue: 28,
    name: 'portfolio-interior.jpg',
    alt: { ka: 'განახლებული მისაღები ოთახი', en: 'A renovated living room' },
  },
  {
    motif: 'bare-room',
    hue: 200,
    name: 'portfolio-before.jpg',
    alt: { ka: 'ოთახი სამუშაოების დაწყებამდე', en: 'A room before the works began' },
  },
  {
    motif: 'entrance',
    hue: 140,
    name: 'portfolio-entrance.jpg',
    alt: { ka: 'სადარბაზოს შესასვლელი', en: 'The building entrance' },
  },
]

export interface SeedProject {
  slug: string
  category: string
  motif: ImageMotif
  year: number
  lat: number
  lng: number
  title: L10n
  address: L10n
  summary: L10n
  caseStudy: L10n
  quote: L10n
  client: L10n
}

/** Oldest first: the seed writes them in this order, and the list shows the newest first. */
export const projects: SeedProject[] = [
  {
    slug: 'vera-office-renovation',
    category: 'renovations',
    motif: 'shop',
    year: 2022,
    lat: 41.7053,
    lng: 44.7804,
    title: { ka: 'ოფისის რემონტი ვერაზე', en: 'An office renovation in Vera' },
    address: { ka: 'ვერა, თბილისი', en: 'Vera, Tbilisi' },
    summary: {
      ka: 'მცირე სააუდიტო კომპანიის ოფისი სამ თვეში, ბიუჯეტის ფარგლებში განვაახლეთ.',
      en: "We renovated a small audit firm's office in three months, within its budget.",
    },
    caseStudy: {
      ka: 'კლიენტს სჭირდებოდა ნათელი და მშვიდი სამუშაო სივრცე თორმეტი თანამშრომლისთვის, თანაც ისე, რომ საქმიანობა არ შეჩერებულიყო.\n\nსამუშაოები ორ ეტაპად დავგეგმეთ: ჯერ შეხვედრების ოთახი და სამზარეულო, შემდეგ ღია სივრცე. ელექტროგაყვანილობა მთლიანად შეიცვალა, ჭერში ხმის იზოლაცია ჩავამატეთ.\n\nპროექტი დათქმულ ვადაში დასრულდა, ხარჯთაღრიცხვა კი მხოლოდ ოთხი პროცენტით გადაჭარბდა.',
      en: 'The client needed a bright, quiet workspace for twelve people, without stopping work.\n\nWe planned the works in two stages: first the meeting room and the kitchen, then the open space. The wiring was replaced throughout and the ceiling got sound insulation.\n\nThe project finished on time, only four per cent over the estimate.',
    },
    quote: {
      ka: 'რემონტის დროსაც ვმუშაობდით და თითქმის ვერ ვიგრძენით. ახლა ოფისში მოსვლა სიამოვნებაა.',
      en: 'We kept working through the renovation and hardly noticed it. Coming to the office is a pleasure now.',
    },
    client: { ka: 'თამარ ლომიძე, აუდიტორი', en: 'Tamar Lomidze, auditor' },
  },
  {
    slug: 'sololaki-flat-renovation',
    category: 'renovations',
    motif: 'interior',
    year: 2023,
    lat: 41.6893,
    lng: 44.799,
    title: {
      ka: 'ისტორიული ბინის რემონტი სოლოლაკში',
      en: 'Renovating a historic flat in Sololaki',
    },
    address: { ka: 'სოლოლაკი, თბილისი', en: 'Sololaki, Tbilisi' },
    summary: {
      ka: 'მეცხრამეტე საუკუნის სახლში ბინა განვაახლეთ ისე, რომ ხის ჭერი და ძველი კარები შევინარჩუნეთ.',
      en: 'We renovated a flat in a nineteenth-century house, keeping its wooden ceiling and old doors.',
    },
    caseStudy: {
      ka: 'ბინა ორმოცი წლის განმავლობაში არ შეკეთებულა: კედლები ნესტიანი იყო, ელექტროგაყვანილობა კი საშიში.\n\nარქიტექტორთან ერთად ავზომეთ ყველა ოთახი, აღვადგინეთ მოხატული ჭერი და ძველი კარები რესტავრატორს გადავეცით. სამზარეულო და აბაზანა თანამედროვე გახდა, დანარჩენმა ოთახებმა კი თავისი იერი შეინარჩუნა.\n\nმუშაობა ხუთ თვეს გაგრძელდა; ყოველ კვირას მფლობელს ფოტოანგარიშს ვუგზავნიდით.',
      en: 'The flat had not been repaired for forty years: the walls were damp and the wiring dangerous.\n\nWith an architect we measured every room, restored the painted ceiling and sent the old doors to a restorer. The kitchen and bathroom became modern while the other rooms kept their character.\n\nThe work took five months; every week the owner received a photo report.',
    },
    quote: {
      ka: 'ვშიშობდი, რომ ბინა სულს დაკარგავდა. პირიქით მოხდა: ახლა უფრო მეტად ჰგავს ბებიაჩემის სახლს, ვიდრე ოდესმე.',
      en: "I was afraid the flat would lose its soul. The opposite happened: it feels more like my grandmother's home than ever.",
    },
    client: { ka: 'ლევან ჩხეიძე', en: 'Levan Chkheidze' },
  },
  {
    slug: 'bakuriani-family-chalet',
    category: 'developments',
    motif: 'cottage',
    year: 2023,
    lat: 41.7497,
    lng: 43.5306,
    title: { ka: 'საოჯახო შალე ბაკურიანში', en: 'A family chalet in Bakuriani' },
    address: { ka: 'ბაკურიანი', en: 'Bakuriani' },
    summary: {
      ka: 'ნაკვეთის შერჩევიდან გასაღების გადაცემამდე: ორსართულიანი ხის სახლი ოთხსულიანი ოჯახისთვის.',
      en: 'From choosing the plot to handing over the keys: a two-storey timber house for a family of four.',
    },
    caseStudy: {
      ka: 'ოჯახს სურდა სახლი, სადაც ზამთარსა და ზაფხულს გაატარებდა. შევარჩიეთ ნაკვეთი სათხილამურო ტრასასთან ახლოს და შევამოწმეთ მისი იურიდიული ისტორია.\n\nმშენებლობა ადგილობრივ ბრიგადას მივანდეთ, ხარისხს კი ჩვენი ინჟინერი ყოველ ეტაპზე ამოწმებდა. გათბობისთვის თბური ტუმბო შევარჩიეთ, რაც ზამთრის ხარჯს თითქმის ორჯერ ამცირებს.\n\nსახლი თერთმეტ თვეში აშენდა და პირველივე ზამთარს ოჯახი უკვე იქ დახვდა.',
      en: 'The family wanted a house for both winters and summers. We found a plot near the ski slopes and checked its legal history.\n\nA local crew built it and our engineer checked the quality at every stage. A heat pump was chosen for heating, which nearly halves the winter bills.\n\nThe house was built in eleven months and the family spent its first winter there.',
    },
    quote: {
      ka: 'თბილისიდან თითქმის არც ჩამოვსულვართ მშენებლობის დროს, ყველაფერი ფოტოებითა და ზარებით ვიცოდით.',
      en: 'We barely had to travel from Tbilisi during the build: photos and calls told us everything.',
    },
    client: { ka: 'ეკა და დავით გელაშვილები', en: 'Eka and Davit Gelashvili' },
  },
  {
    slug: 'vake-flat-purchase',
    category: 'purchases',
    motif: 'flat',
    year: 2024,
    lat: 41.7095,
    lng: 44.7575,
    title: { ka: 'სამოთახიანი ბინის შეძენა ვაკეში', en: 'A three-room flat purchase in Vake' },
    address: { ka: 'ვაკე, თბილისი', en: 'Vake, Tbilisi' },
    summary: {
      ka: 'ახალგაზრდა ოჯახს დავეხმარეთ ბინის შერჩევაში, შემოწმებასა და გარიგების უსაფრთხოდ დასრულებაში.',
      en: 'We helped a young family choose, check and safely close the purchase of a flat.',
    },
    caseStudy: {
      ka: 'ოჯახი ეძებდა სამოთახიან ბინას ვაკის პარკთან ახლოს, სკოლისა და საბავშვო ბაღის მახლობლად. ორ კვირაში თორმეტი ბინა ვნახეთ და სამი მათგანი დეტალურად შევამოწმეთ.\n\nსაჯარო რეესტრის ამონაწერმა ერთ-ერთ ბინაზე ყადაღა აჩვენა, ამიტომ ის უარვყავით. არჩეულ ბინაზე გამყიდველთან ფასი შვიდი პროცენტით შევამცირეთ და იპოთეკური სესხიც მოვაგვარეთ.\n\nგარიგება ნოტარიუსთან ექვს კვირაში დაიხურა, ოჯახი კი ერთ თვეში შევიდა ახალ ბინაში.',
      en: 'The family was looking for a three-room flat near Vake Park, close to a school and a kindergarten. In two weeks we saw twelve flats and checked three of them in detail.\n\nThe public registry extract showed a lien on one of them, so we ruled it out. For the chosen flat we negotiated the price down by seven per cent and arranged the mortgage.\n\nThe deal closed at the notary in six weeks and the family moved in a month later.',
    },
    quote: {
      ka: 'ექვს კვირაში ვიპოვეთ ბინა, რომელზეც ვოცნებობდით, და არც ერთი საბუთი არ დაგვრჩენია გაუგებარი.',
      en: 'In six weeks we found the flat we had dreamed of, and not one document was left unclear to us.',
    },
    client: { ka: 'ნინო და გიორგი ბერიძეები', en: 'Nino and Giorgi Beridze' },
  },
  {
    slug: 'mtatsminda-house-restoration',
    category: 'renovations',
    motif: 'house',
    year: 2024,
    lat: 41.695,
    lng: 44.788,
    title: { ka: 'ძველი სახლის აღდგენა მთაწმინდაზე', en: 'Restoring an old house in Mtatsminda' },
    address: { ka: 'მთაწმინდა, თბილისი', en: 'Mtatsminda, Tbilisi' },
    summary: {
      ka: 'ორსართულიანი აგურის სახლი გავამაგრეთ, აივნები აღვადგინეთ და სახურავი შევცვალეთ.',
      en: 'We strengthened a two-storey brick house, restored its balconies and replaced the roof.',
    },
    caseStudy: {
      ka: 'სახლის კედლებში ბზარები იყო და მფლობელს ეშინოდა, რომ შენობა ვეღარ გადარჩებოდა. კონსტრუქტორის დასკვნით, საძირკველის გამაგრება საკმარისი აღმოჩნდა.\n\nქალაქის მერიასთან შევათანხმეთ ფასადის პროექტი, რადგან სახლი ისტორიულ ზონაშია. ხის აივნები ძველი ფოტოების მიხედვით აღვადგინეთ.\n\nრვა თვის შემდეგ სახლი საცხოვრებლად მზად იყო, ფასადი კი ქუჩის ერთ-ერთ ყველაზე ლამაზ ნაწილად იქცა.',
      en: 'The walls had cracks and the owner feared the building could not be saved. The structural engineer found that strengthening the foundations was enough.\n\nWe agreed the facade design with the city hall, since the house stands in the historic zone. The wooden balconies were rebuilt from old photographs.\n\nEight months later the house was ready to live in, and its facade became one of the finest on the street.',
    },
    quote: {
      ka: 'მეზობლები ახლა ჩვენს აივანზე ფოტოებს იღებენ. ეს სახლი მეორედ დაიბადა.',
      en: 'The neighbours take photos of our balcony now. This house was born again.',
    },
    client: { ka: 'მანანა კვარაცხელია', en: 'Manana Kvaratskhelia' },
  },
  {
    slug: 'saburtalo-investment-flat',
    category: 'purchases',
    motif: 'entrance',
    year: 2024,
    lat: 41.7275,
    lng: 44.7535,
    title: { ka: 'საინვესტიციო ბინა საბურთალოზე', en: 'An investment flat in Saburtalo' },
    address: { ka: 'საბურთალო, თბილისი', en: 'Saburtalo, Tbilisi' },
    summary: {
      ka: 'უცხოეთში მცხოვრებ კლიენტს ბინა დისტანციურად შევუძინეთ და გასაქირავებლად მოვამზადეთ.',
      en: 'We bought a flat for a client living abroad, remotely, and made it ready to let.',
    },
    caseStudy: {
      ka: 'კლიენტი გერმანიაში ცხოვრობს და სურდა ბინა, რომელიც სტაბილურ საიჯარო შემოსავალს მოიტანდა. ვიდეოზარებით ვაჩვენეთ ხუთი ბინა მეტროსთან ახლოს.\n\nმინდობილობით ვაწარმოეთ გარიგება, შევამოწმეთ დეველოპერის ვალდებულებები და მივიღეთ ბინა თეთრი კარკასის მდგომარეობაში. შემდეგ მარტივი და გამძლე რემონტი გავაკეთეთ.\n\nბინა რემონტის დასრულებიდან ორ კვირაში გაქირავდა, წლიური შემოსავალი კი ფასის შვიდ პროცენტს აღემატება.',
      en: "The client lives in Germany and wanted a flat that would bring a steady rental income. Over video calls we showed five flats near the metro.\n\nWe closed the deal under a power of attorney, checked the developer's obligations and took the flat over in shell condition. Then we gave it a simple, durable renovation.\n\nThe flat was let two weeks after the works ended, and the yearly income exceeds seven per cent of the price.",
    },
    quote: {
      ka: 'თბილისში ერთხელაც არ ჩამოვსულვარ, ბინა კი უკვე შემოსავალს მაძლევს.',
      en: 'I never once flew to Tbilisi, and the flat is already earning.',
    },
    client: { ka: 'ირაკლი ნოზაძე, მიუნხენი', en: 'Irakli Nozadze, Munich' },
  },
  {
    slug: 'old-batumi-seaside-flat',
    category: 'purchases',
    motif: 'flat-sea',
    year: 2025,
    lat: 41.6482,
    lng: 41.6358,
    title: {
      ka: 'ზღვისპირა ბინის შეძენა ძველ ბათუმში',
      en: 'A seaside flat purchase in Old Batumi',
    },
    address: { ka: 'ძველი ბათუმი', en: 'Old Batumi' },
    summary: {
      ka: 'პენსიაზე გასულ წყვილს ზღვასთან ახლოს, მშვიდ ქუჩაზე, მყუდრო ბინა შევურჩიეთ.',
      en: 'We found a retired couple a cosy flat on a quiet street close to the sea.',
    },
    caseStudy: {
      ka: 'წყვილს სურდა ბინა, საიდანაც ზღვამდე ფეხით ხუთ წუთში მივიდოდნენ, მაგრამ ტურისტული ხმაურისგან შორს. ძველი ბათუმის ვიწრო ქუჩებში ოთხი ვარიანტი შევარჩიეთ.\n\nშენობის ტექნიკური შემოწმებისას სახურავის პრობლემა გამოჩნდა; ამხანაგობასთან შევთანხმდით, რომ შეკეთება გარიგებამდე დასრულებულიყო.\n\nწყვილმა ბინა გაზაფხულზე მიიღო და ზაფხული უკვე ზღვასთან გაატარა.',
      en: "The couple wanted a flat five minutes on foot from the sea, yet away from the tourist noise. We shortlisted four in the narrow streets of Old Batumi.\n\nThe building survey revealed a roof problem; we agreed with the owners' association that it would be repaired before the deal.\n\nThe couple took the flat in spring and spent the summer by the sea.",
    },
    quote: {
      ka: 'ყოველ დილით ზღვის ხმაზე ვიღვიძებთ. ამაზე მეტი არაფერი გვინდოდა.',
      en: 'Every morning we wake to the sound of the sea. We wanted nothing more.',
    },
    client: { ka: 'ლია და რევაზ ხარაიშვილები', en: 'Lia and Revaz Kharaishvili' },
  },
  {
    slug: 'batumi-residential-development',
    category: 'developments',
    motif: 'city',
    year: 2025,
    lat: 41.6231,
    lng: 41.6019,
    title: {
      ka: 'საცხოვრებელი კომპლექსი ბათუმში, ახალ ბულვართან',
      en: "A residential development by Batumi's New Boulevard",
    },
    address: { ka: 'ახალი ბულვარი, ბათუმი', en: 'New Boulevard, Batumi' },
    summary: {
      ka: 'ცხრასართულიანი სახლის მშენებლობა ვმართეთ: ნებართვებიდან ექვსმოცი ბინის გაყიდვამდე.',
      en: 'We managed a nine-storey build: from the permits to selling its sixty flats.',
    },
    caseStudy: {
      ka: 'ინვესტორთა ჯგუფს ჰქონდა ნაკვეთი ახალ ბულვართან, მაგრამ არ ჰყავდა გუნდი, რომელიც მშენებლობას ბოლომდე მიიყვანდა. ჩვენ ვიკისრეთ პროექტის მართვა.\n\nმივიღეთ მშენებლობის ნებართვა, შევარჩიეთ გენერალური კონტრაქტორი ტენდერით და ყოველთვიურად ვამოწმებდით ხარჯსა და ვადებს. ბინების ნახევარი მშენებლობის დროსვე გაიყიდა.\n\nკომპლექსი ექსპლუატაციაში ოცდაორ თვეში შევიდა, გეგმაზე ერთი თვით ადრე.',
      en: 'A group of investors owned a plot by the New Boulevard but had no team to see a build through. We took on the project management.\n\nWe obtained the building permit, chose the general contractor by tender and checked costs and deadlines every month. Half of the flats sold during construction.\n\nThe complex was commissioned in twenty-two months, a month ahead of plan.',
    },
    quote: {
      ka: 'ასეთი პროექტი პირველად გავაკეთეთ და ყოველ ეტაპზე ზუსტად ვიცოდით, სად ვიდექით.',
      en: 'It was our first project of this kind, and at every stage we knew exactly where we stood.',
    },
    client: { ka: 'შპს „ზღვის სახლი“', en: 'Zghvis Sakhli LLC' },
  },
]
