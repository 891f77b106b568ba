import type { ImageMotif, SeedBlock } from '@/lib/seed-kit/types'

export interface SeedLocalized {
  title: string
  excerpt: string
  body: SeedBlock[]
  imageAlt: string
}

export interface SeedPost {
  slug: string
  category: string
  tags: string[]
  publishedAt: string
  image: { motif: ImageMotif; hue: number }
  ka: SeedLocalized
  en: SeedLocalized
}

export const seedPosts: SeedPost[] = [
  {
    slug: 'step-by-step-buying-apartment-tbilisi',
    category: 'buying-guide',
    tags: ['tbilisi'],
    publishedAt: '2026-01-05T09:00:00.000Z',
    image: { motif: 'key', hue: 24 },
    ka: {
      title: 'ბინის ყიდვა თბილისში: ნაბიჯ-ნაბიჯ გზამკვლევი',
      excerpt:
        'ბინის შერჩევიდან საჯარო რეესტრში რეგისტრაციამდე — მოკლედ ყველა ეტაპის შესახებ, რომელსაც მყიდველი თბილისში გადის.',
      imageAlt: 'ილუსტრაცია: გასაღები და ბინის კარი',
      body: [
        {
          type: 'p',
          text: 'თბილისში ბინის ყიდვა ერთი შეხედვით მარტივი ჩანს, თუმცა ყოველ ეტაპზე არის დეტალები, რომლებიც ყურადღებას მოითხოვს. კარგად დაგეგმილი პროცესი დროსაც დაგიზოგავთ და ზედმეტი რისკებისგანაც დაგიცავთ.',
        },
        { type: 'h5', text: 'ბიუჯეტი და უბნის არჩევა' },
        {
          type: 'p',
          text: 'პირველ რიგში განსაზღვრეთ, რა თანხის გადახდა შეგიძლიათ და აპირებთ თუ არა იპოთეკური სესხის აღებას. შემდეგ შეადარეთ უბნები: ვაკე და ვერა ცენტრთან სიახლოვით გამოირჩევა, საბურთალო — განვითარებული ინფრასტრუქტურით, ხოლო ისანსა და დიდუბეში ფასები, როგორც წესი, უფრო ხელმისაწვდომია.',
        },
        { type: 'h5', text: 'შემოწმება და გარიგება' },
        {
          type: 'ul',
          items: [
            'გამოითხოვეთ ამონაწერი საჯარო რეესტრიდან და გადაამოწმეთ მესაკუთრე',
            'დარწმუნდით, რომ ქონებას არ ადევს იპოთეკა ან ყადაღა',
            'შეამოწმეთ კომუნალური დავალიანებები',
            'ხელშეკრულება გააფორმეთ იუსტიციის სახლში ან ნოტარიუსთან',
          ],
        },
        {
          type: 'p',
          text: 'რეგისტრაციის შემდეგ თქვენი საკუთრების უფლება საჯარო რეესტრში აისახება, ახალი ამონაწერი კი ელექტრონულადაც ხელმისაწვდომი ხდება. სწორედ ეს ჩანაწერი ადასტურებს, რომ ბინა ოფიციალურად თქვენია.',
        },
      ],
    },
    en: {
      title: 'Buying an Apartment in Tbilisi: A Step-by-Step Guide',
      excerpt:
        'From choosing a flat to registering it with the Public Registry: a short walk through every stage a buyer goes through in Tbilisi.',
      imageAlt: 'Illustration: a key and an apartment door',
      body: [
        {
          type: 'p',
          text: 'Buying an apartment in Tbilisi looks simple at first glance, but every stage has details that deserve attention. A well-planned process saves you time and protects you from unnecessary risks.',
        },
        { type: 'h5', text: 'Budget and neighbourhood' },
        {
          type: 'p',
          text: 'First decide how much you can pay and whether you plan to take out a mortgage. Then compare neighbourhoods: Vake and Vera stand out for being close to the centre, Saburtalo for its developed infrastructure, while prices in Isani and Didube are usually more affordable.',
        },
        { type: 'h5', text: 'Checks and the transaction' },
        {
          type: 'ul',
          items: [
            'Request an extract from the Public Registry and verify the owner',
            'Make sure the property is free of mortgages and seizures',
            'Check for outstanding utility debts',
            'Sign the contract at the Public Service Hall or with a notary',
          ],
        },
        {
          type: 'p',
          text: 'Once registration is complete, your ownership is recorded in the Public Registry and the new extract becomes available online. This record is what confirms that the apartment is officially yours.',
        },
      ],
    },
  },
  {
    slug: 'public-registry-registration-explained',
    category: 'legal',
    tags: ['tbilisi', 'foreigners'],
    publishedAt: '2026-01-16T10:30:00.000Z',
    image: { motif: 'document', hue: 210 },
    ka: {
      title: 'საკუთრების რეგისტრაცია საჯარო რეესტრში: როგორ მუშაობს პროცესი',
      excerpt:
        'საჯარო რეესტრის ეროვნული სააგენტო უძრავ ქონებასთან დაკავშირებულ ყველა გარიგებას აღრიცხავს. ვნახოთ, რა სჭირდება რეგისტრაციას.',
      imageAlt: 'ილუსტრაცია: დოკუმენტი ბეჭდით',
      body: [
        {
          type: 'p',
          text: 'საქართველოში უძრავ ქონებაზე საკუთრების უფლება მხოლოდ მაშინ წარმოიშობა, როცა ის საჯარო რეესტრში დარეგისტრირდება. ამიტომ ნასყიდობის ხელშეკრულების ხელმოწერა ჯერ კიდევ არ ნიშნავს, რომ გარიგება დასრულებულია.',
        },
        { type: 'h5', text: 'სად და როგორ მივმართოთ' },
        {
          type: 'p',
          text: 'განცხადების წარდგენა შესაძლებელია ნებისმიერ იუსტიციის სახლში, ნოტარიუსთან ან საჯარო რეესტრის ვებგვერდის მეშვეობით. მხარეები, როგორც წესი, ერთად მიდიან იუსტიციის სახლში, სადაც ოპერატორი ხელშეკრულებას ადგილზევე ამზადებს და ხელმოწერის შემდეგ რეგისტრაციისთვის აგზავნის.',
        },
        { type: 'h5', text: 'ვადები და მომსახურების საფასური' },
        {
          type: 'p',
          text: 'სტანდარტული რეგისტრაცია რამდენიმე სამუშაო დღე გრძელდება, დამატებითი საფასურის გადახდის შემთხვევაში კი შესაძლებელია დაჩქარებული მომსახურებაც. საფასური არჩეულ ვადაზეა დამოკიდებული, ამიტომ მოქმედი ტარიფები წინასწარ გადაამოწმეთ.',
        },
        {
          type: 'quote',
          text: 'ამონაწერი საჯარო რეესტრიდან ის დოკუმენტია, რომელიც მყიდველმა გარიგებამდეც უნდა ნახოს და მის შემდეგაც.',
        },
        {
          type: 'p',
          text: 'რეგისტრაციის დასრულების შემდეგ ახალი ამონაწერი ონლაინ არის ხელმისაწვდომი. გადაამოწმეთ, რომ მასში სწორად არის მითითებული მესაკუთრე, ფართი და საკადასტრო კოდი.',
        },
      ],
    },
    en: {
      title: 'Registering Ownership with the Public Registry: How It Works',
      excerpt:
        'The National Agency of Public Registry records every property transaction in Georgia. Here is what registration requires.',
      imageAlt: 'Illustration: a stamped document',
      body: [
        {
          type: 'p',
          text: 'In Georgia, ownership of real estate only arises once it is registered with the Public Registry. Signing a sale and purchase agreement therefore does not yet mean the transaction is complete.',
        },
        { type: 'h5', text: 'Where and how to apply' },
        {
          type: 'p',
          text: 'Applications can be submitted at any Public Service Hall, through a notary or via the Public Registry website. The parties usually go to the Public Service Hall together, where an operator prepares the contract on the spot and sends it for registration once it is signed.',
        },
        { type: 'h5', text: 'Timing and fees' },
        {
          type: 'p',
          text: 'Standard registration takes a few working days, and an expedited service is available for an additional fee. The fee depends on the timeframe you choose, so check the current rates in advance.',
        },
        {
          type: 'quote',
          text: 'The Public Registry extract is the document a buyer should look at both before the transaction and after it.',
        },
        {
          type: 'p',
          text: 'After registration, the new extract is available online. Check that the owner, the floor area and the cadastral code are all stated correctly.',
        },
      ],
    },
  },
  {
    slug: 'tbilisi-apartment-prices-early-2026',
    category: 'market',
    tags: ['tbilisi', 'new-builds'],
    publishedAt: '2026-01-27T08:45:00.000Z',
    image: { motif: 'chart', hue: 145 },
    ka: {
      title: 'თბილისის ბინების ფასები 2026 წლის დასაწყისში',
      excerpt:
        'ახალ აშენებულ ბინებზე მოთხოვნა კვლავ მაღალია, ფასები კი უბნების მიხედვით მნიშვნელოვნად განსხვავდება.',
      imageAlt: 'ილუსტრაცია: ქალაქის სილუეტი და ზრდის გრაფიკი',
      body: [
        {
          type: 'p',
          text: 'თბილისის საცხოვრებელი ბაზარი 2026 წელს სტაბილური ზრდით შეხვდა. ბროკერებისა და დეველოპერების შეფასებით, ყველაზე დიდი მოთხოვნა კვლავ ახალ აშენებულ ბინებზეა, განსაკუთრებით საბურთალოსა და დიდ დიღომში.',
        },
        { type: 'h5', text: 'ფასები კვადრატულ მეტრზე' },
        {
          type: 'p',
          text: 'ცენტრალურ უბნებში, მაგალითად ვაკესა და მთაწმინდაზე, ახალი ბინის კვადრატული მეტრი ხშირად დაახლოებით 1 500-დან 2 500 აშშ დოლარამდე ღირს, პრემიუმ პროექტებში კი უფრო მეტიც. გარეუბნებში ფასი, როგორც წესი, დაახლოებით 700-დან 1 000 დოლარამდე მერყეობს.',
        },
        {
          type: 'ul',
          items: [
            'ვაკე, მთაწმინდა, ვერა — ყველაზე მაღალი ფასები',
            'საბურთალო, დიდი დიღომი — საშუალო და მაღალი სეგმენტი',
            'ისანი, სამგორი, გლდანი — ყველაზე ხელმისაწვდომი ვარიანტები',
          ],
        },
        { type: 'h5', text: 'რას ვადევნებთ თვალს წლის განმავლობაში' },
        {
          type: 'p',
          text: 'ფასებზე გავლენას ლარის კურსი, იპოთეკური სესხების განაკვეთები და ახალი პროექტების რაოდენობა ახდენს. ჩვენს დაკვირვებებს რეგულარულად გაგიზიარებთ, თუმცა გადაწყვეტილების მიღებამდე ყოველთვის შეადარეთ რამდენიმე მსგავსი განცხადება.',
        },
      ],
    },
    en: {
      title: 'Tbilisi Apartment Prices at the Start of 2026',
      excerpt:
        'Demand for new-build apartments remains strong, while prices vary considerably from one district to another.',
      imageAlt: 'Illustration: a city skyline and a rising chart',
      body: [
        {
          type: 'p',
          text: 'The Tbilisi residential market entered 2026 with steady growth. According to brokers and developers, demand is still strongest for new-build apartments, especially in Saburtalo and Didi Dighomi.',
        },
        { type: 'h5', text: 'Prices per square metre' },
        {
          type: 'p',
          text: 'In central districts such as Vake and Mtatsminda, a square metre in a new building often costs approximately 1,500 to 2,500 US dollars, and more in premium projects. In the outer districts, prices usually range from approximately 700 to 1,000 dollars.',
        },
        {
          type: 'ul',
          items: [
            'Vake, Mtatsminda, Vera: the highest prices',
            'Saburtalo, Didi Dighomi: mid-range and upper segment',
            'Isani, Samgori, Gldani: the most affordable options',
          ],
        },
        { type: 'h5', text: 'What we are watching this year' },
        {
          type: 'p',
          text: 'Prices are shaped by the lari exchange rate, mortgage interest rates and the number of new projects. We will share our observations regularly, but before making a decision always compare several similar listings.',
        },
      ],
    },
  },
  {
    slug: 'white-black-green-frame-explained',
    category: 'buying-guide',
    tags: ['new-builds'],
    publishedAt: '2026-02-07T11:00:00.000Z',
    image: { motif: 'bare-room', hue: 38 },
    ka: {
      title: 'თეთრი, შავი თუ მწვანე კარკასი: რას ნიშნავს ეს ტერმინები',
      excerpt:
        'ახალ აშენებულ ბინებს სხვადასხვა მდგომარეობაში ყიდიან. აგიხსნით, რას მოიცავს თითოეული და რა დაგრჩებათ გასაკეთებელი.',
      imageAlt: 'ილუსტრაცია: მშენებარე სახლის კარკასი',
      body: [
        {
          type: 'p',
          text: 'საქართველოში ახალ აშენებულ ბინებს, როგორც წესი, სამიდან ერთ-ერთ მდგომარეობაში ყიდიან: შავ, თეთრ ან მწვანე კარკასში. ეს ტერმინები კანონით ზუსტად არ არის განსაზღვრული, ამიტომ ყოველთვის დააზუსტეთ, რას გულისხმობს კონკრეტული დეველოპერი.',
        },
        { type: 'h5', text: 'შავი კარკასი' },
        {
          type: 'p',
          text: 'შავი კარკასი ნიშნავს, რომ ბინაში მხოლოდ გარე კედლები, გადახურვა და ხშირად ფანჯრებია. კომუნიკაციები, ტიხრები და მოპირკეთება მყიდველზეა, სამაგიეროდ, საწყისი ფასი ყველაზე დაბალია.',
        },
        { type: 'h5', text: 'თეთრი კარკასი' },
        {
          type: 'p',
          text: 'თეთრ კარკასში ბინა ნალესი კედლებით, მოჭიმული იატაკით, ელექტროგაყვანილობითა და წყლის მილებით ბარდება. ასეთ ბინაში პირდაპირ საბოლოო რემონტზე შეგიძლიათ გადახვიდეთ.',
        },
        { type: 'h5', text: 'მწვანე კარკასი' },
        {
          type: 'p',
          text: 'მწვანე კარკასი თეთრ კარკასსა და სრულ რემონტს შორის შუალედური ვარიანტია: ხშირად მოიცავს შეღებილ კედლებს, იატაკის საფარს, კარებსა და სანტექნიკის ნაწილს. ასეთი ბინა სწრაფად მზადდება საცხოვრებლად ან გასაქირავებლად.',
        },
      ],
    },
    en: {
      title: 'White, Black or Green Frame: What These Terms Mean',
      excerpt:
        'New-build apartments in Georgia are sold at different stages of completion. We explain what each includes and what is left for you to do.',
      imageAlt: 'Illustration: the frame of a house under construction',
      body: [
        {
          type: 'p',
          text: 'In Georgia, new-build apartments are usually sold in one of three conditions: black frame, white frame or green frame. These terms are not precisely defined by law, so always confirm what a particular developer means by them.',
        },
        { type: 'h5', text: 'Black frame' },
        {
          type: 'p',
          text: 'Black frame means the apartment has only its outer walls, floor slabs and often windows. Utilities, partitions and finishing are the buyer’s responsibility, but the starting price is the lowest.',
        },
        { type: 'h5', text: 'White frame' },
        {
          type: 'p',
          text: 'A white-frame apartment is handed over with plastered walls, a levelled floor screed, electrical wiring and water pipes. From here you can move straight on to the final renovation.',
        },
        { type: 'h5', text: 'Green frame' },
        {
          type: 'p',
          text: 'Green frame sits between white frame and a full renovation: it often includes painted walls, flooring, doors and some of the plumbing fixtures. Such an apartment can quickly be made ready to live in or to rent out.',
        },
      ],
    },
  },
  {
    slug: 'can-foreigners-buy-property-in-georgia',
    category: 'legal',
    tags: ['foreigners'],
    publishedAt: '2026-02-18T09:15:00.000Z',
    image: { motif: 'key', hue: 200 },
    ka: {
      title: 'შეუძლიათ თუ არა უცხოელებს საქართველოში უძრავი ქონების ყიდვა?',
      excerpt:
        'უცხოელებს საცხოვრებელი და კომერციული ქონების შეძენა თავისუფლად შეუძლიათ, თუმცა სასოფლო-სამეურნეო მიწაზე შეზღუდვები მოქმედებს.',
      imageAlt: 'ილუსტრაცია: გასაღები და პასპორტი',
      body: [
        {
          type: 'p',
          text: 'საქართველო უცხოელი მყიდველებისთვის ერთ-ერთი ყველაზე ღია ქვეყანაა რეგიონში. უცხო ქვეყნის მოქალაქეს ბინის, სახლის ან კომერციული ფართის შეძენა ისევე შეუძლია, როგორც საქართველოს მოქალაქეს.',
        },
        { type: 'h5', text: 'რა შეზღუდვები არსებობს' },
        {
          type: 'p',
          text: 'მთავარი გამონაკლისი სასოფლო-სამეურნეო დანიშნულების მიწაა: უცხოელს მისი საკუთრებაში შეძენა, როგორც წესი, არ შეუძლია, გარდა კანონით გათვალისწინებული ცალკეული შემთხვევებისა. ამიტომ კერძო სახლის ყიდვისას აუცილებლად გადაამოწმეთ, რა დანიშნულება აქვს მიწის ნაკვეთს.',
        },
        { type: 'h5', text: 'საჭირო დოკუმენტები' },
        {
          type: 'ul',
          items: [
            'მოქმედი პასპორტი',
            'ნოტარიულად დამოწმებული თარგმანი, თუ რომელიმე დოკუმენტი უცხო ენაზეა',
            'თარჯიმანი გარიგებისას, თუ მყიდველი ქართულ ენას არ ფლობს',
            'მინდობილობა, თუ გარიგებას წარმომადგენელი აფორმებს',
          ],
        },
        {
          type: 'p',
          text: 'პრაქტიკაში უცხოელი მყიდველისთვის პროცესი იგივეა: ხელშეკრულება იუსტიციის სახლში ან ნოტარიუსთან ფორმდება, საკუთრება კი საჯარო რეესტრში რეგისტრირდება. საქართველოში საბანკო ანგარიშის გახსნა სავალდებულო არ არის, თუმცა ანგარიშსწორებას საგრძნობლად ამარტივებს.',
        },
      ],
    },
    en: {
      title: 'Can Foreigners Buy Property in Georgia?',
      excerpt:
        'Foreigners can freely buy residential and commercial property, although restrictions apply to agricultural land.',
      imageAlt: 'Illustration: a key and a passport',
      body: [
        {
          type: 'p',
          text: 'Georgia is one of the most open countries in the region for foreign buyers. A foreign national can buy an apartment, a house or commercial premises in the same way as a Georgian citizen.',
        },
        { type: 'h5', text: 'What restrictions apply' },
        {
          type: 'p',
          text: 'The main exception is agricultural land: as a rule, foreigners cannot acquire it, apart from specific cases provided for by law. When buying a private house, always check the designated use of the land plot it stands on.',
        },
        { type: 'h5', text: 'Documents you will need' },
        {
          type: 'ul',
          items: [
            'A valid passport',
            'A notarised translation of any document in a foreign language',
            'An interpreter at the signing if the buyer does not speak Georgian',
            'A power of attorney if a representative handles the transaction',
          ],
        },
        {
          type: 'p',
          text: 'In practice, the process is the same for a foreign buyer: the contract is signed at the Public Service Hall or with a notary, and ownership is registered with the Public Registry. Opening a Georgian bank account is not mandatory, but it makes payment considerably easier.',
        },
      ],
    },
  },
  {
    slug: 'rental-yield-tbilisi-vs-batumi',
    category: 'investment',
    tags: ['rental', 'tbilisi', 'batumi'],
    publishedAt: '2026-03-02T10:00:00.000Z',
    image: { motif: 'coins', hue: 50 },
    ka: {
      title: 'ქირით შემოსავალი: თბილისი თუ ბათუმი?',
      excerpt:
        'ორივე ქალაქი ინვესტორებს იზიდავს, მაგრამ შემოსავლის მოდელი განსხვავებულია. შევადარეთ გრძელვადიანი და სეზონური გაქირავება.',
      imageAlt: 'ილუსტრაცია: მონეტები და ორი სახლი',
      body: [
        {
          type: 'p',
          text: 'საინვესტიციო ბინის შეძენისას ყველაზე ხშირი კითხვაა: სად უფრო მომგებიანია გაქირავება — დედაქალაქში თუ ზღვისპირეთში? პასუხი დიდწილად იმაზეა დამოკიდებული, რამდენი დროის დათმობას აპირებთ ქონების მართვისთვის.',
        },
        { type: 'h5', text: 'თბილისი: სტაბილური მოთხოვნა მთელი წლის განმავლობაში' },
        {
          type: 'p',
          text: 'თბილისში ბინებს ძირითადად გრძელვადიანად აქირავებენ სტუდენტებზე, ოჯახებსა და უცხოელ პროფესიონალებზე. ბაზრის მონაწილეების შეფასებით, წლიური უკუგება ხშირად დაახლოებით 6–9%-ის ფარგლებშია, ლოკაციისა და რემონტის მიხედვით.',
        },
        { type: 'h5', text: 'ბათუმი: მაღალი სეზონი და მეტი საზრუნავი' },
        {
          type: 'p',
          text: 'ბათუმში შემოსავლის დიდი ნაწილი ზაფხულის თვეებზე მოდის, როცა დღიური გაქირავება განსაკუთრებით აქტიურია. კარგ სეზონში უკუგება შეიძლება უფრო მაღალიც იყოს, თუმცა ზამთარში დატვირთვა მნიშვნელოვნად იკლებს.',
        },
        {
          type: 'quote',
          text: 'უკუგების გამოთვლისას ყოველთვის გაითვალისწინეთ მართვის, დასუფთავების, კომუნალური და საგადასახადო ხარჯები — სწორედ ისინი განსაზღვრავს რეალურ მოგებას.',
        },
        {
          type: 'p',
          text: 'თუ პასიური შემოსავალი გსურთ, თბილისში გრძელვადიანი გაქირავება უფრო მარტივი გზაა. თუ მზად ხართ, მართვის კომპანიასთან ითანამშრომლოთ, ბათუმი შეიძლება უფრო მიმზიდველი აღმოჩნდეს.',
        },
      ],
    },
    en: {
      title: 'Rental Income: Tbilisi or Batumi?',
      excerpt:
        'Both cities attract investors, but the income model is different. We compare long-term and seasonal letting.',
      imageAlt: 'Illustration: coins and two houses',
      body: [
        {
          type: 'p',
          text: 'The most common question when buying an investment apartment is where letting pays off better: in the capital or on the coast? The answer depends largely on how much time you intend to spend managing the property.',
        },
        { type: 'h5', text: 'Tbilisi: steady demand all year round' },
        {
          type: 'p',
          text: 'In Tbilisi, apartments are mostly let long-term to students, families and foreign professionals. Market participants estimate that annual yields are often in the range of approximately 6–9%, depending on location and renovation.',
        },
        { type: 'h5', text: 'Batumi: a high season and more to manage' },
        {
          type: 'p',
          text: 'In Batumi, most of the income comes in the summer months, when short-term letting is especially active. In a good season yields can be higher, but occupancy drops significantly in winter.',
        },
        {
          type: 'quote',
          text: 'When calculating yield, always include management, cleaning, utility and tax costs: they are what determine your real profit.',
        },
        {
          type: 'p',
          text: 'If you want passive income, long-term letting in Tbilisi is the simpler route. If you are ready to work with a management company, Batumi may prove more attractive.',
        },
      ],
    },
  },
  {
    slug: 'mortgage-basics-georgian-banks',
    category: 'buying-guide',
    tags: ['mortgage'],
    publishedAt: '2026-03-13T12:30:00.000Z',
    image: { motif: 'coins', hue: 120 },
    ka: {
      title: 'იპოთეკური სესხი ქართულ ბანკებში: რა უნდა იცოდეთ',
      excerpt:
        'თანამონაწილეობა, ვალუტა, საპროცენტო განაკვეთი და შემოსავლის დადასტურება — ძირითადი საკითხები იპოთეკის აღებამდე.',
      imageAlt: 'ილუსტრაცია: სახლი და მონეტების დასტა',
      body: [
        {
          type: 'p',
          text: 'საქართველოს მსხვილი კომერციული ბანკები იპოთეკურ სესხს როგორც ახალ, ისე ძველ აშენებულ ბინებზე გასცემენ. პირობები ბანკიდან ბანკამდე განსხვავდება, ამიტომ განაცხადის შეტანამდე რამდენიმე შეთავაზების შედარება ღირს.',
        },
        { type: 'h5', text: 'თანამონაწილეობა და ვადა' },
        {
          type: 'p',
          text: 'ბანკები, როგორც წესი, მყიდველისგან ქონების ღირებულების დაახლოებით 15–30%-ს ითხოვენ საკუთარი სახსრებით. სესხის ვადა ხშირად 15-დან 20 წლამდეა, ზოგ შემთხვევაში კი უფრო ხანგრძლივიც.',
        },
        { type: 'h5', text: 'ლარი თუ დოლარი' },
        {
          type: 'p',
          text: 'გარკვეულ ზღვრამდე თანხის სესხი ფიზიკურ პირებზე, როგორც წესი, მხოლოდ ლარით გაიცემა, თუ მსესხებლის შემოსავალი უცხოურ ვალუტაში არ არის. ლარის სესხის განაკვეთი ჩვეულებრივ უფრო მაღალია, სამაგიეროდ, სავალუტო რისკი მცირდება.',
        },
        { type: 'h5', text: 'რა დოკუმენტები დაგჭირდებათ' },
        {
          type: 'ul',
          items: [
            'შემოსავლის დამადასტურებელი ცნობა ან ამონაწერი საბანკო ანგარიშიდან',
            'პირადობის მოწმობა ან პასპორტი',
            'ქონების შეფასების დასკვნა, რომელსაც ბანკის მიერ აკრედიტებული შემფასებელი ამზადებს',
            'წინასწარი ხელშეკრულება გამყიდველთან',
          ],
        },
        {
          type: 'p',
          text: 'სესხის დამტკიცების შემდეგ ბანკი ქონებაზე იპოთეკას საჯარო რეესტრში არეგისტრირებს. სესხის სრულად დაფარვამდე ბინის გაყიდვა ან სხვაგვარად განკარგვა ბანკის თანხმობას საჭიროებს.',
        },
      ],
    },
    en: {
      title: 'Mortgages at Georgian Banks: What You Need to Know',
      excerpt:
        'Down payment, currency, interest rate and proof of income: the key questions to settle before taking out a mortgage.',
      imageAlt: 'Illustration: a house and a stack of coins',
      body: [
        {
          type: 'p',
          text: 'Georgia’s large commercial banks issue mortgages for both new-build and older apartments. Terms differ from bank to bank, so it is worth comparing several offers before you apply.',
        },
        { type: 'h5', text: 'Down payment and term' },
        {
          type: 'p',
          text: 'Banks usually expect the buyer to cover approximately 15–30% of the property’s value from their own funds. Loan terms are often 15 to 20 years, and sometimes longer.',
        },
        { type: 'h5', text: 'Lari or dollars' },
        {
          type: 'p',
          text: 'Loans to individuals below a certain amount are, as a rule, issued only in lari unless the borrower earns income in a foreign currency. Lari loans usually carry a higher interest rate, but they reduce currency risk.',
        },
        { type: 'h5', text: 'Documents you will need' },
        {
          type: 'ul',
          items: [
            'Proof of income or a bank account statement',
            'An ID card or passport',
            'A valuation report prepared by a valuer accredited by the bank',
            'A preliminary agreement with the seller',
          ],
        },
        {
          type: 'p',
          text: 'Once the loan is approved, the bank registers a mortgage on the property with the Public Registry. Until the loan is fully repaid, selling or otherwise disposing of the apartment requires the bank’s consent.',
        },
      ],
    },
  },
  {
    slug: 'batumi-seaside-market-overview',
    category: 'market',
    tags: ['batumi', 'resort-property'],
    publishedAt: '2026-03-24T09:40:00.000Z',
    image: { motif: 'flat-sea', hue: 190 },
    ka: {
      title: 'ბათუმის ზღვისპირა ბინები: ბაზრის მიმოხილვა',
      excerpt:
        'ბათუმი კვლავ ერთ-ერთი ყველაზე აქტიური ბაზარია ქვეყანაში. ვნახოთ, სად შენდება ყველაზე მეტი და რა ღირს ბინა ახალ ბულვართან.',
      imageAlt: 'ილუსტრაცია: ზღვა და მაღალი კორპუსები',
      body: [
        {
          type: 'p',
          text: 'ბოლო წლებში ბათუმი საქართველოს ყველაზე აქტიურ სამშენებლო ქალაქად იქცა. ახალ ბულვარზე და მის მიმდებარედ ათობით მრავალსართულიანი კომპლექსი შენდება, რომელთა დიდი ნაწილი მაცხოვრებლებს სასტუმრო ტიპის მომსახურებას სთავაზობს.',
        },
        { type: 'h5', text: 'ფასები და მყიდველები' },
        {
          type: 'p',
          text: 'ზღვის ხედით ახალი ბინის კვადრატული მეტრი ხშირად დაახლოებით 1 000-დან 1 800 აშშ დოლარამდე ღირს, ზღვიდან მოშორებით კი უფრო ხელმისაწვდომი ვარიანტებიც გვხვდება. მყიდველთა მნიშვნელოვანი ნაწილი უცხოელი ინვესტორები და თბილისელები არიან, რომლებიც ბინას სეზონური გაქირავებისთვის ყიდულობენ.',
        },
        { type: 'h5', text: 'რას მივაქციოთ ყურადღება' },
        {
          type: 'ul',
          items: [
            'დეველოპერის გამოცდილება და დასრულებული პროექტები',
            'მშენებლობის ნებართვა და ჩაბარების ვადები',
            'მართვის კომპანიის პირობები და ყოველთვიური მომსახურების საფასური',
            'ზღვამდე რეალური მანძილი და ხედის შენარჩუნების პერსპექტივა',
          ],
        },
        {
          type: 'p',
          text: 'ბათუმში მიწოდება მაღალია, შესაბამისად, კონკურენციაც დიდია. გრძელვადიან პერსპექტივაში ღირებულებას ყველაზე კარგად ის პროექტები ინარჩუნებს, რომლებსაც კარგი ლოკაცია და ხარისხიანი მართვა აქვს.',
        },
      ],
    },
    en: {
      title: 'Batumi Seaside Apartments: A Market Overview',
      excerpt:
        'Batumi remains one of the most active markets in the country. We look at where most building is happening and what flats near the New Boulevard cost.',
      imageAlt: 'Illustration: the sea and tall apartment towers',
      body: [
        {
          type: 'p',
          text: 'In recent years Batumi has become Georgia’s busiest city for construction. Dozens of high-rise complexes are going up on and around the New Boulevard, and many of them offer residents hotel-style services.',
        },
        { type: 'h5', text: 'Prices and buyers' },
        {
          type: 'p',
          text: 'A square metre in a new apartment with a sea view often costs approximately 1,000 to 1,800 US dollars, while more affordable options can be found further from the shore. A large share of buyers are foreign investors and people from Tbilisi who buy to let during the season.',
        },
        { type: 'h5', text: 'What to look out for' },
        {
          type: 'ul',
          items: [
            'The developer’s track record and completed projects',
            'The building permit and the handover dates',
            'The management company’s terms and monthly service fee',
            'The real distance to the sea and whether the view is likely to last',
          ],
        },
        {
          type: 'p',
          text: 'Supply in Batumi is high, and so is competition. Over the long term, the projects that hold their value best are those with a good location and high-quality management.',
        },
      ],
    },
  },
  {
    slug: 'residence-permit-through-property',
    category: 'investment',
    tags: ['foreigners'],
    publishedAt: '2026-04-04T10:20:00.000Z',
    image: { motif: 'document', hue: 275 },
    ka: {
      title: 'ბინადრობის ნებართვა უძრავ ქონებაში ინვესტიციით',
      excerpt:
        'გარკვეული ღირებულების ქონების შეძენა უცხოელს საქართველოში ბინადრობის ნებართვის მოთხოვნის შესაძლებლობას აძლევს.',
      imageAlt: 'ილუსტრაცია: დოკუმენტი და სახლის გასაღები',
      body: [
        {
          type: 'p',
          text: 'საქართველოს კანონმდებლობა უცხოელს საშუალებას აძლევს, ბინადრობის ნებართვა მოითხოვოს, თუ ქვეყანაში გარკვეულ ღირებულებაზე მეტი უძრავი ქონება აქვს შეძენილი. ეს ერთ-ერთი ყველაზე პოპულარული გზაა მათთვის, ვისაც საქართველოში ხანგრძლივად ცხოვრება სურს.',
        },
        { type: 'h5', text: 'ძირითადი პირობები' },
        {
          type: 'p',
          text: 'მოკლევადიანი ბინადრობის ნებართვისთვის ქონების საბაზრო ღირებულება კანონით დადგენილ ზღვარს უნდა აღემატებოდეს — დღეისთვის ეს დაახლოებით 100 000 აშშ დოლარის ეკვივალენტია. ღირებულება, როგორც წესი, აუდიტორის ან აკრედიტებული შემფასებლის დასკვნით დასტურდება, ხოლო ქონება სასოფლო-სამეურნეო დანიშნულების მიწა არ უნდა იყოს.',
        },
        { type: 'h5', text: 'რა დოკუმენტები დაგჭირდებათ' },
        {
          type: 'ul',
          items: [
            'ამონაწერი საჯარო რეესტრიდან, რომელიც საკუთრებას ადასტურებს',
            'ქონების ღირებულების შეფასების დასკვნა',
            'პასპორტი და ფოტოსურათი',
            'განცხადება, რომელიც იუსტიციის სახლში წარედგინება',
          ],
        },
        {
          type: 'quote',
          text: 'ბინადრობის ნებართვის წესები პერიოდულად იცვლება, ამიტომ განაცხადის შეტანამდე ყოველთვის გადაამოწმეთ მოქმედი მოთხოვნები.',
        },
        {
          type: 'p',
          text: 'უფრო მსხვილი ინვესტიციის შემთხვევაში შესაძლებელია საინვესტიციო ბინადრობის ნებართვის მოთხოვნაც, რომელიც უფრო ხანგრძლივ სტატუსს გულისხმობს. ჩვენი იურისტები დაგეხმარებიან, აირჩიოთ თქვენთვის შესაფერისი გზა და სწორად მოამზადოთ დოკუმენტები.',
        },
      ],
    },
    en: {
      title: 'Residence Permits Through Property Investment',
      excerpt:
        'Buying property above a certain value gives a foreign national the opportunity to apply for a residence permit in Georgia.',
      imageAlt: 'Illustration: a document and a house key',
      body: [
        {
          type: 'p',
          text: 'Georgian law allows foreign nationals to apply for a residence permit if they own real estate in the country worth more than a set amount. It is one of the most popular routes for people who want to live in Georgia for an extended period.',
        },
        { type: 'h5', text: 'Main conditions' },
        {
          type: 'p',
          text: 'For a short-term residence permit, the market value of the property must exceed a threshold set by law, currently the equivalent of approximately 100,000 US dollars. The value is usually confirmed by an auditor’s or accredited valuer’s report, and the property must not be agricultural land.',
        },
        { type: 'h5', text: 'Documents you will need' },
        {
          type: 'ul',
          items: [
            'A Public Registry extract confirming ownership',
            'A valuation report on the property',
            'A passport and a photograph',
            'An application submitted at the Public Service Hall',
          ],
        },
        {
          type: 'quote',
          text: 'Residence permit rules change from time to time, so always check the current requirements before you apply.',
        },
        {
          type: 'p',
          text: 'With a larger investment it is also possible to apply for an investment residence permit, which offers a longer-term status. Our lawyers can help you choose the right route and prepare your documents correctly.',
        },
      ],
    },
  },
  {
    slug: 'notary-or-public-service-hall',
    category: 'legal',
    tags: ['foreigners'],
    publishedAt: '2026-04-15T08:30:00.000Z',
    image: { motif: 'document', hue: 330 },
    ka: {
      title: 'ნოტარიუსი თუ იუსტიციის სახლი: სად გავაფორმოთ ნასყიდობა',
      excerpt:
        'ორივე გზა კანონიერია, მაგრამ თითოეულს თავისი უპირატესობა აქვს. აგიხსნით, როდის რომელი ჯობს.',
      imageAlt: 'ილუსტრაცია: ხელშეკრულება და კალამი',
      body: [
        {
          type: 'p',
          text: 'საქართველოში ნასყიდობის ხელშეკრულების გაფორმება შესაძლებელია როგორც იუსტიციის სახლში, ისე ნოტარიუსთან. ორივე შემთხვევაში საკუთრება საბოლოოდ საჯარო რეესტრში რეგისტრირდება.',
        },
        { type: 'h5', text: 'იუსტიციის სახლი' },
        {
          type: 'p',
          text: 'იუსტიციის სახლი სტანდარტული გარიგებისთვის მარტივი და შედარებით იაფი გზაა. ოპერატორი ხელშეკრულებას ტიპური ფორმით ამზადებს, თუმცა გარიგების სამართლებრივ რისკებს არ აფასებს და მხარეებს კონსულტაციას არ უწევს.',
        },
        { type: 'h5', text: 'ნოტარიუსი' },
        {
          type: 'p',
          text: 'ნოტარიუსი ამოწმებს მხარეთა უფლებამოსილებას, უხსნის მათ გარიგების სამართლებრივ შედეგებს და ხელშეკრულებაში არასტანდარტული პირობების ასახვაც შეუძლია. ეს განსაკუთრებით მნიშვნელოვანია, როცა ანგარიშსწორება ნაწილ-ნაწილ ხდება ან ერთ-ერთი მხარე წარმომადგენლის მეშვეობით მოქმედებს.',
        },
        {
          type: 'quote',
          text: 'თუ გარიგებაში უცხოელი, მინდობილობა ან განვადება ფიგურირებს, ნოტარიუსის ჩართვა შეცდომის რისკს მნიშვნელოვნად ამცირებს.',
        },
        {
          type: 'p',
          text: 'ნოტარიუსის მომსახურება იუსტიციის სახლთან შედარებით ძვირია, თუმცა დამატებითი დაცვის სანაცვლოდ ეს ხარჯი ხშირად გამართლებულია. საბოლოო არჩევანი გარიგების სირთულესა და თქვენს კომფორტზეა დამოკიდებული.',
        },
      ],
    },
    en: {
      title: 'Notary or Public Service Hall: Where to Sign the Sale',
      excerpt:
        'Both routes are legal, but each has its own advantages. We explain when to choose which.',
      imageAlt: 'Illustration: a contract and a pen',
      body: [
        {
          type: 'p',
          text: 'In Georgia, a sale and purchase agreement can be signed either at the Public Service Hall or with a notary. In both cases, ownership is ultimately registered with the Public Registry.',
        },
        { type: 'h5', text: 'The Public Service Hall' },
        {
          type: 'p',
          text: 'The Public Service Hall is a simple and relatively inexpensive option for a standard transaction. The operator prepares the contract on a standard template, but does not assess the legal risks of the deal or advise the parties.',
        },
        { type: 'h5', text: 'A notary' },
        {
          type: 'p',
          text: 'A notary checks the parties’ authority, explains the legal consequences of the transaction and can include non-standard terms in the contract. This matters most when payment is made in instalments or when one of the parties acts through a representative.',
        },
        {
          type: 'quote',
          text: 'If a foreign party, a power of attorney or an instalment plan is involved, bringing in a notary significantly reduces the risk of mistakes.',
        },
        {
          type: 'p',
          text: 'A notary costs more than the Public Service Hall, but the extra protection often justifies the expense. The final choice depends on how complex the deal is and how comfortable you feel.',
        },
      ],
    },
  },
  {
    slug: 'old-build-apartments-what-to-check',
    category: 'buying-guide',
    tags: ['tbilisi'],
    publishedAt: '2026-04-27T11:10:00.000Z',
    image: { motif: 'flat', hue: 15 },
    ka: {
      title: 'ძველი აშენებული ბინა: რა უნდა შეამოწმოთ ყიდვამდე',
      excerpt:
        'საბჭოთა პერიოდის კორპუსებში ბინები ხშირად კარგ ლოკაციაზე და ხელმისაწვდომ ფასად იყიდება, მაგრამ ტექნიკურ მდგომარეობას დიდი ყურადღება სჭირდება.',
      imageAlt: 'ილუსტრაცია: ძველი კორპუსი და გამადიდებელი შუშა',
      body: [
        {
          type: 'p',
          text: 'თბილისში ბინების დიდი ნაწილი საბჭოთა პერიოდშია აშენებული: „ხრუშჩოვკები“, „ჩეხური პროექტები“ და სხვა ტიპური მრავალსართულიანი კორპუსები. ასეთი ბინები ხშირად ცენტრთან ახლოს, განვითარებულ უბნებში მდებარეობს და ახალ აშენებულზე იაფი ღირს.',
        },
        { type: 'h5', text: 'ტექნიკური მდგომარეობა' },
        {
          type: 'ul',
          items: [
            'სახურავი და სადარბაზო — ჟონავს თუ არა წყალი',
            'ელექტროგაყვანილობა და მილები — როდის შეიცვალა ბოლოს',
            'ლიფტის მდგომარეობა და ამხანაგობის აქტიურობა',
            'ბზარები კედლებზე და ნესტის კვალი',
          ],
        },
        { type: 'h5', text: 'მიშენებები და გადაკეთებები' },
        {
          type: 'p',
          text: 'ძველ კორპუსებში ხშირია აივნის მიშენება ან ოთახების გაერთიანება. გადაამოწმეთ, არის თუ არა ეს ცვლილებები კანონიერად დარეგისტრირებული, რადგან რეესტრში მითითებული ფართი შეიძლება რეალურს არ ემთხვეოდეს.',
        },
        {
          type: 'p',
          text: 'კარგად შერჩეული ძველი ბინა რემონტის შემდეგ ახალს არაფრით ჩამოუვარდება. მთავარია, ყიდვამდე სპეციალისტთან ერთად დაათვალიეროთ და რემონტის ხარჯი ბიუჯეტში წინასწარ გაითვალისწინოთ.',
        },
      ],
    },
    en: {
      title: 'Buying an Older Apartment: What to Check First',
      excerpt:
        'Flats in Soviet-era blocks are often well located and affordable, but their technical condition needs close attention.',
      imageAlt: 'Illustration: an old apartment block and a magnifying glass',
      body: [
        {
          type: 'p',
          text: 'A large share of Tbilisi’s apartments were built in the Soviet period: “Khrushchyovkas”, “Czech project” buildings and other standard high-rise blocks. Such flats are often close to the centre, in well-established neighbourhoods, and cost less than new builds.',
        },
        { type: 'h5', text: 'Technical condition' },
        {
          type: 'ul',
          items: [
            'Roof and stairwell: does water leak in?',
            'Wiring and pipes: when were they last replaced?',
            'The state of the lift and how active the residents’ association is',
            'Cracks in the walls and signs of damp',
          ],
        },
        { type: 'h5', text: 'Extensions and alterations' },
        {
          type: 'p',
          text: 'Balcony extensions and merged rooms are common in older buildings. Check whether these changes have been legally registered, because the floor area in the registry may not match reality.',
        },
        {
          type: 'p',
          text: 'A well-chosen older flat, once renovated, is in no way inferior to a new one. The key is to view it with a specialist before buying and to budget for the renovation in advance.',
        },
      ],
    },
  },
  {
    slug: 'ski-resort-apartments-bakuriani-gudauri',
    category: 'investment',
    tags: ['resort-property'],
    publishedAt: '2026-05-08T09:50:00.000Z',
    image: { motif: 'cottage', hue: 220 },
    ka: {
      title: 'ბაკურიანი და გუდაური: რატომ ყიდულობენ კურორტზე ბინას სეზონის შემდეგ',
      excerpt:
        'გაზაფხულზე სამთო კურორტებზე მოთხოვნა იკლებს, ამიტომ მყიდველს ფასზე მოლაპარაკების მეტი შესაძლებლობა აქვს.',
      imageAlt: 'ილუსტრაცია: თოვლიანი მთები და შალე',
      body: [
        {
          type: 'p',
          text: 'ბაკურიანი და გუდაური საქართველოს ყველაზე პოპულარული სათხილამურო კურორტებია, სადაც ბოლო წლებში ბევრი ახალი აპარტამენტი და აპარტ-სასტუმრო აშენდა. ზამთარში მოთხოვნა პიკს აღწევს, ამიტომ ბევრი ინვესტორი ბინას სწორედ სეზონის დასრულების შემდეგ ეძებს.',
        },
        { type: 'h5', text: 'ორი განსხვავებული კურორტი' },
        {
          type: 'p',
          text: 'გუდაური მაღალმთიანი კურორტია, რომელიც უცხოელ მოთხილამურეებს იზიდავს და ძირითადად ზამთრის სეზონზეა ორიენტირებული. ბაკურიანი კი ოჯახური დასვენების ადგილად ითვლება და ზაფხულშიც ჰყავს სტუმრები, რაც დატვირთვას წლის განმავლობაში უფრო თანაბრად ანაწილებს.',
        },
        { type: 'h5', text: 'რისკები და შესაძლებლობები' },
        {
          type: 'p',
          text: 'სამთო კურორტზე შემოსავალი დიდწილად სეზონის ხანგრძლივობასა და თოვლის რაოდენობაზეა დამოკიდებული. ამასთან, ასეთ ბინებს მეტი მოვლა სჭირდება: გათბობა, დასუფთავება და სტუმრების მიღება ხშირად მართვის კომპანიის დახმარებით ხდება.',
        },
        {
          type: 'quote',
          text: 'კურორტზე ბინის ყიდვისას ერთი წარმატებული სეზონის შედეგს ნუ დაეყრდნობით — შეაფასეთ, როგორ იმუშავებს ობიექტი რამდენიმე წლის განმავლობაში.',
        },
      ],
    },
    en: {
      title: 'Bakuriani and Gudauri: Why Buyers Shop for Resort Flats After the Season',
      excerpt:
        'Demand at the mountain resorts eases in spring, giving buyers more room to negotiate on price.',
      imageAlt: 'Illustration: snowy mountains and a chalet',
      body: [
        {
          type: 'p',
          text: 'Bakuriani and Gudauri are Georgia’s most popular ski resorts, and many new apartments and aparthotels have been built there in recent years. Demand peaks in winter, which is why many investors start looking once the season is over.',
        },
        { type: 'h5', text: 'Two different resorts' },
        {
          type: 'p',
          text: 'Gudauri is a high-altitude resort that attracts foreign skiers and is focused mainly on the winter season. Bakuriani is known as a family destination and also welcomes guests in summer, which spreads occupancy more evenly across the year.',
        },
        { type: 'h5', text: 'Risks and opportunities' },
        {
          type: 'p',
          text: 'Income at a mountain resort depends heavily on the length of the season and the amount of snow. These apartments also need more upkeep: heating, cleaning and welcoming guests are often handled by a management company.',
        },
        {
          type: 'quote',
          text: 'When buying at a resort, do not rely on the results of a single good season: assess how the property will perform over several years.',
        },
      ],
    },
  },
  {
    slug: 'property-tax-in-georgia-explained',
    category: 'legal',
    tags: ['taxes'],
    publishedAt: '2026-05-19T10:05:00.000Z',
    image: { motif: 'coins', hue: 90 },
    ka: {
      title: 'ქონების გადასახადი საქართველოში: ვინ იხდის და როგორ',
      excerpt:
        'ფიზიკური პირების უმეტესობა საცხოვრებელ ბინაზე ქონების გადასახადს არ იხდის, თუმცა ეს შემოსავალზეა დამოკიდებული.',
      imageAlt: 'ილუსტრაცია: კალკულატორი და სახლი',
      body: [
        {
          type: 'p',
          text: 'საქართველოში ქონების გადასახადი ადგილობრივი გადასახადია, რომლის განაკვეთს მუნიციპალიტეტები კანონით დადგენილ ფარგლებში ადგენენ. ფიზიკური პირისთვის მისი ოდენობა ოჯახის წლიურ შემოსავალზეა დამოკიდებული.',
        },
        { type: 'h5', text: 'ვის ეხება გადასახადი' },
        {
          type: 'p',
          text: 'თუ ოჯახის წლიური შემოსავალი კანონით დადგენილ ზღვარს არ აღემატება, ფიზიკური პირი საცხოვრებელ ქონებაზე გადასახადს, როგორც წესი, არ იხდის. ზღვრის გადაჭარბების შემთხვევაში გადასახადი ქონების საბაზრო ღირებულების მცირე პროცენტით, მაქსიმუმ დაახლოებით 1%-ით გამოითვლება.',
        },
        { type: 'h5', text: 'დეკლარირება და ვადები' },
        {
          type: 'p',
          text: 'ქონების გადასახადის დეკლარაცია შემოსავლების სამსახურის ელექტრონულ პორტალზე წარედგინება. ვადები და ზუსტი განაკვეთები შეიძლება შეიცვალოს, ამიტომ მოქმედი წესები ყოველწლიურად გადაამოწმეთ.',
        },
        {
          type: 'ul',
          items: [
            'მიწის ნაკვეთზე გადასახადი ცალკე წესით გამოითვლება',
            'იურიდიული პირები ქონების გადასახადს ზოგადი წესით იხდიან',
            'უცხოელ მესაკუთრეებზე ძირითადად იგივე წესები ვრცელდება',
          ],
        },
      ],
    },
    en: {
      title: 'Property Tax in Georgia: Who Pays and How',
      excerpt:
        'Most individuals do not pay property tax on their home, but it depends on household income. A short guide to the main rules.',
      imageAlt: 'Illustration: a calculator and a house',
      body: [
        {
          type: 'p',
          text: 'In Georgia, property tax is a local tax whose rate is set by municipalities within limits defined by law. For individuals, the amount depends on annual household income.',
        },
        { type: 'h5', text: 'Who has to pay' },
        {
          type: 'p',
          text: 'If annual household income does not exceed the threshold set by law, an individual generally pays no tax on residential property. Above the threshold, the tax is calculated as a small percentage of the property’s market value, up to approximately 1%.',
        },
        { type: 'h5', text: 'Declarations and deadlines' },
        {
          type: 'p',
          text: 'Property tax returns are filed on the Revenue Service’s online portal. Deadlines and exact rates can change, so check the current rules every year.',
        },
        {
          type: 'ul',
          items: [
            'Tax on land plots is calculated under separate rules',
            'Legal entities pay property tax under the general rules',
            'Broadly the same rules apply to foreign owners',
          ],
        },
      ],
    },
  },
  {
    slug: 'kutaisi-property-market-interest',
    category: 'market',
    tags: ['new-builds'],
    publishedAt: '2026-05-30T12:00:00.000Z',
    image: { motif: 'city', hue: 160 },
    ka: {
      title: 'ქუთაისი: რატომ იზრდება ინტერესი იმერეთის დედაქალაქის მიმართ',
      excerpt:
        'ხელმისაწვდომი ფასები, საერთაშორისო აეროპორტი და სტუდენტური ქალაქის სტატუსი ქუთაისს სულ უფრო მიმზიდველს ხდის.',
      imageAlt: 'ილუსტრაცია: ქალაქის ხედი მდინარით',
      body: [
        {
          type: 'p',
          text: 'ქუთაისი საქართველოს მესამე უდიდესი ქალაქია და ბოლო წლებში უძრავი ქონების ბაზარზე თანდათან მეტ ყურადღებას იპყრობს. აქ ბინები თბილისსა და ბათუმთან შედარებით საგრძნობლად იაფია.',
        },
        { type: 'h5', text: 'ფასები და მოთხოვნა' },
        {
          type: 'p',
          text: 'ახალ აშენებულ კორპუსებში კვადრატული მეტრი ხშირად დაახლოებით 500-დან 800 აშშ დოლარამდე ღირს, ძველ ფონდში კი კიდევ უფრო ნაკლები. მოთხოვნას ადგილობრივი ოჯახები, სტუდენტები და ის მყიდველები ქმნიან, ვინც თბილისის ხელმისაწვდომ ალტერნატივას ეძებს.',
        },
        { type: 'h5', text: 'ზრდის ფაქტორები' },
        {
          type: 'ul',
          items: [
            'საერთაშორისო აეროპორტი და დაბალბიუჯეტიანი რეისები',
            'უნივერსიტეტები და სტუდენტური ქირავნობის ბაზარი',
            'ტურიზმი — გელათი, სათაფლია და ახლომდებარე კანიონები',
            'ახალი საცხოვრებელი პროექტები ქალაქის ცენტრში',
          ],
        },
        {
          type: 'p',
          text: 'ქუთაისი უფრო მშვიდი ბაზარია, სადაც ფასების სწრაფ ზრდას არ უნდა ელოდოთ. სამაგიეროდ, შესვლის დაბალი ზღვარი მას კარგ არჩევანად აქცევს პირველი ბინის ან მცირე საინვესტიციო ობიექტის შესაძენად.',
        },
      ],
    },
    en: {
      title: 'Kutaisi: Why Interest in Imereti’s Capital Is Growing',
      excerpt:
        'Affordable prices, an international airport and a lively student population are making Kutaisi increasingly attractive.',
      imageAlt: 'Illustration: a city view with a river',
      body: [
        {
          type: 'p',
          text: 'Kutaisi is Georgia’s third-largest city and has been drawing more and more attention on the property market in recent years. Apartments here are considerably cheaper than in Tbilisi or Batumi.',
        },
        { type: 'h5', text: 'Prices and demand' },
        {
          type: 'p',
          text: 'In new buildings a square metre often costs approximately 500 to 800 US dollars, and even less in older housing stock. Demand comes from local families, students and buyers looking for an affordable alternative to Tbilisi.',
        },
        { type: 'h5', text: 'Growth drivers' },
        {
          type: 'ul',
          items: [
            'An international airport and low-cost flights',
            'Universities and a student rental market',
            'Tourism: Gelati, Sataplia and the nearby canyons',
            'New residential projects in the city centre',
          ],
        },
        {
          type: 'p',
          text: 'Kutaisi is a calmer market where you should not expect rapid price growth. On the other hand, its low entry point makes it a good choice for a first home or a small investment property.',
        },
      ],
    },
  },
  {
    slug: 'utility-checks-before-buying',
    category: 'buying-guide',
    tags: ['tbilisi'],
    publishedAt: '2026-06-10T09:25:00.000Z',
    image: { motif: 'house', hue: 300 },
    ka: {
      title: 'კომუნალური დავალიანებები: რა შევამოწმოთ ბინის ყიდვამდე',
      excerpt:
        'ელექტროენერგიის, წყლისა და გაზის დავალიანება შეიძლება ახალ მესაკუთრეს გადმოჰყვეს. როგორ შევამოწმოთ ყველაფერი წინასწარ.',
      imageAlt: 'ილუსტრაცია: სახლი, ნათურა და წყლის წვეთი',
      body: [
        {
          type: 'p',
          text: 'ბინის ყიდვისას მყიდველები ძირითადად ფასსა და დოკუმენტებზე ფიქრობენ, კომუნალურ გადასახადებს კი ხშირად ივიწყებენ. დაუფარავმა დავალიანებამ შეიძლება მომსახურების შეწყვეტა ან აბონენტის გადაფორმების გაჭიანურება გამოიწვიოს.',
        },
        { type: 'h5', text: 'რა უნდა შემოწმდეს' },
        {
          type: 'ul',
          items: [
            'ელექტროენერგიის დავალიანება და მრიცხველის მდგომარეობა',
            'ბუნებრივი აირის აბონენტის სტატუსი',
            'წყლისა და დასუფთავების მოსაკრებლის ბალანსი',
            'ამხანაგობის ან მართვის კომპანიის გადასახადები',
          ],
        },
        {
          type: 'p',
          text: 'დავალიანების შემოწმება უმეტესად აბონენტის ნომრით ონლაინ არის შესაძლებელი, თუმცა მეტი დარწმუნებისთვის გამყიდველს ბოლო ქვითრებიც სთხოვეთ. სასურველია, ხელშეკრულებაში ჩაიწეროს, რომ გარიგებამდე წარმოქმნილ ყველა დავალიანებას გამყიდველი ფარავს.',
        },
        { type: 'h5', text: 'აბონენტის გადაფორმება' },
        {
          type: 'p',
          text: 'საკუთრების რეგისტრაციის შემდეგ აბონენტები ახალ მესაკუთრეზე უნდა გადაფორმდეს. ამისთვის, როგორც წესი, საკმარისია პირადობის დოკუმენტი და საჯარო რეესტრის ახალი ამონაწერი.',
        },
      ],
    },
    en: {
      title: 'Utility Debts: What to Check Before Buying a Flat',
      excerpt:
        'Unpaid electricity, water and gas bills can follow a property to its new owner. Here is how to check everything in advance.',
      imageAlt: 'Illustration: a house, a light bulb and a water drop',
      body: [
        {
          type: 'p',
          text: 'When buying an apartment, people mostly think about the price and the paperwork and often forget about utilities. Unpaid debts can lead to services being cut off or to delays in transferring the accounts.',
        },
        { type: 'h5', text: 'What to check' },
        {
          type: 'ul',
          items: [
            'Electricity arrears and the condition of the meter',
            'The status of the natural gas account',
            'The balance for water and the waste collection fee',
            'Fees owed to the residents’ association or management company',
          ],
        },
        {
          type: 'p',
          text: 'Most debts can be checked online using the customer account number, but for extra certainty ask the seller for recent receipts as well. Ideally, the contract should state that the seller covers all debts incurred before the transaction.',
        },
        { type: 'h5', text: 'Transferring the accounts' },
        {
          type: 'p',
          text: 'After ownership is registered, the utility accounts need to be transferred to the new owner. This usually requires only an ID document and the new Public Registry extract.',
        },
      ],
    },
  },
  {
    slug: 'off-plan-investing-risks-and-rewards',
    category: 'investment',
    tags: ['new-builds'],
    publishedAt: '2026-06-21T10:45:00.000Z',
    image: { motif: 'city', hue: 260 },
    ka: {
      title: 'მშენებარე ბინაში ინვესტიცია: სარგებელი და რისკები',
      excerpt:
        'მშენებარე პროექტში ბინა ხშირად უფრო იაფია, მაგრამ მყიდველი დეველოპერის საიმედოობაზე ხდება დამოკიდებული.',
      imageAlt: 'ილუსტრაცია: ამწე და მშენებარე კორპუსი',
      body: [
        {
          type: 'p',
          text: 'საქართველოში ბინების დიდი ნაწილი ჯერ კიდევ მშენებლობის ეტაპზე იყიდება. დეველოპერები ადრეულ მყიდველებს დაბალ ფასსა და უპროცენტო განვადებას სთავაზობენ, რაც ინვესტორებისთვის მიმზიდველია.',
        },
        { type: 'h5', text: 'რატომ ყიდულობენ ადრე' },
        {
          type: 'p',
          text: 'მშენებლობის დაწყებისას კვადრატული მეტრის ფასი, როგორც წესი, დასრულებულ პროექტთან შედარებით დაბალია. ბევრი ინვესტორი ელოდება, რომ შენობის ექსპლუატაციაში შესვლისას ბინის ღირებულება გაიზრდება.',
        },
        { type: 'h5', text: 'რისკები' },
        {
          type: 'ul',
          items: [
            'მშენებლობის შეფერხება ან შეჩერება',
            'პროექტის ცვლილება ხელშეკრულების გაფორმების შემდეგ',
            'ხარისხი, რომელიც დაპირებას არ შეესაბამება',
            'დეველოპერის ფინანსური პრობლემები',
          ],
        },
        {
          type: 'quote',
          text: 'მშენებარე ბინის ყიდვისას საუკეთესო დაზღვევა დეველოპერის ისტორიაა: ნახეთ, როგორ და რა ვადაში დაასრულა მან წინა პროექტები.',
        },
        {
          type: 'p',
          text: 'შეამოწმეთ მშენებლობის ნებართვა, მიწის ნაკვეთის მესაკუთრე და ის, ხომ არ არის ნაკვეთი იპოთეკით დატვირთული. ხელშეკრულებაში კი მკაფიოდ უნდა ეწეროს ჩაბარების ვადა, კარკასის ტიპი და დაგვიანების შემთხვევაში დაკისრებული პირგასამტეხლო.',
        },
      ],
    },
    en: {
      title: 'Investing Off-Plan: Rewards and Risks',
      excerpt:
        'Apartments in projects under construction are often cheaper, but the buyer becomes dependent on the developer’s reliability.',
      imageAlt: 'Illustration: a crane and a building under construction',
      body: [
        {
          type: 'p',
          text: 'In Georgia, many apartments are sold while still under construction. Developers offer early buyers lower prices and interest-free instalment plans, which investors find attractive.',
        },
        { type: 'h5', text: 'Why people buy early' },
        {
          type: 'p',
          text: 'When construction begins, the price per square metre is usually lower than in a finished project. Many investors expect the apartment’s value to rise once the building is put into service.',
        },
        { type: 'h5', text: 'The risks' },
        {
          type: 'ul',
          items: [
            'Construction delays or a halt to building work',
            'Changes to the project after the contract is signed',
            'Quality that does not match what was promised',
            'Financial trouble at the developer',
          ],
        },
        {
          type: 'quote',
          text: 'When buying off-plan, the best insurance is the developer’s track record: look at how, and how quickly, they completed their previous projects.',
        },
        {
          type: 'p',
          text: 'Check the building permit, who owns the land plot and whether the plot is encumbered by a mortgage. The contract should clearly state the handover date, the frame type and the penalty payable in case of delay.',
        },
      ],
    },
  },
  {
    slug: 'due-diligence-checklist-georgia',
    category: 'legal',
    tags: ['foreigners'],
    publishedAt: '2026-07-02T08:55:00.000Z',
    image: { motif: 'document', hue: 5 },
    ka: {
      title: 'უძრავი ქონების სამართლებრივი შემოწმება: სრული ჩამონათვალი',
      excerpt:
        'სანამ ბეს გადაიხდით, დარწმუნდით, რომ ქონება ყოველგვარი ვალდებულებისგან თავისუფალია. აი, რას ამოწმებენ იურისტები გარიგებამდე.',
      imageAlt: 'ილუსტრაცია: საქაღალდე და მონიშნული სია',
      body: [
        {
          type: 'p',
          text: 'სამართლებრივი შემოწმება გარიგების ერთ-ერთი ყველაზე მნიშვნელოვანი ეტაპია, თუმცა მყიდველები მას ხშირად უგულებელყოფენ. რამდენიმე დღის სამუშაომ შეიძლება წლობით გაწელილი დავისგან დაგიცვათ.',
        },
        { type: 'h5', text: 'დოკუმენტების შემოწმება' },
        {
          type: 'ul',
          items: [
            'საჯარო რეესტრის უახლესი ამონაწერი — მესაკუთრე, ფართი, საკადასტრო კოდი',
            'იპოთეკა, ყადაღა, საგადასახადო გირავნობა ან სხვა ვალდებულება',
            'მიმდინარე სასამართლო დავები ქონებასთან ან მესაკუთრესთან დაკავშირებით',
            'მეუღლის თანხმობა, თუ ქონება ქორწინების პერიოდში იქნა შეძენილი',
          ],
        },
        { type: 'h5', text: 'ადგილზე დათვალიერება' },
        {
          type: 'p',
          text: 'დოკუმენტებთან ერთად ქონება ფიზიკურადაც უნდა შემოწმდეს: ემთხვევა თუ არა ფართი და გეგმარება რეესტრის მონაცემებს და ხომ არ ცხოვრობს ბინაში ვინმე ქირავნობის ხელშეკრულებით. ყურადღება მიაქციეთ საერთო სარგებლობის ფართების მდგომარეობასაც.',
        },
        {
          type: 'quote',
          text: 'არასოდეს გადაიხადოთ ბე ან წინასწარი თანხა, სანამ საჯარო რეესტრის ამონაწერს საკუთარი თვალით არ ნახავთ.',
        },
        {
          type: 'p',
          text: 'უცხოელი მყიდველისთვის განსაკუთრებით მნიშვნელოვანია დამოუკიდებელი იურისტის ჩართვა, რომელიც გამყიდველთან ან აგენტთან დაკავშირებული არ არის. ეს ინტერესთა კონფლიქტს გამორიცხავს.',
        },
      ],
    },
    en: {
      title: 'Property Due Diligence in Georgia: A Complete Checklist',
      excerpt:
        'Before you pay a deposit, make sure the property is free of any encumbrances. Here is what lawyers check before every deal.',
      imageAlt: 'Illustration: a folder and a ticked checklist',
      body: [
        {
          type: 'p',
          text: 'Legal due diligence is one of the most important stages of any transaction, yet buyers often skip it. A few days of work can protect you from a dispute that drags on for years.',
        },
        { type: 'h5', text: 'Checking the documents' },
        {
          type: 'ul',
          items: [
            'The latest Public Registry extract: owner, floor area, cadastral code',
            'Mortgages, seizures, tax liens or other encumbrances',
            'Pending court disputes involving the property or the owner',
            'Spousal consent if the property was acquired during marriage',
          ],
        },
        { type: 'h5', text: 'Inspecting the property' },
        {
          type: 'p',
          text: 'Alongside the documents, the property itself must be checked: do the floor area and layout match the registry data, and is anyone living there under a lease? Pay attention to the condition of the common areas as well.',
        },
        {
          type: 'quote',
          text: 'Never pay a deposit or advance until you have seen the Public Registry extract with your own eyes.',
        },
        {
          type: 'p',
          text: 'For foreign buyers it is especially important to engage an independent lawyer who has no ties to the seller or the agent. This rules out any conflict of interest.',
        },
      ],
    },
  },
  {
    slug: 'tbilisi-rental-demand-mid-2026',
    category: 'market',
    tags: ['tbilisi', 'rental'],
    publishedAt: '2026-07-13T11:35:00.000Z',
    image: { motif: 'city', hue: 180 },
    ka: {
      title: 'ქირავნობის ბაზარი თბილისში: მოთხოვნა 2026 წლის შუა პერიოდში',
      excerpt:
        'ქირით ცხოვრების მსურველთა რიცხვი კვლავ მაღალია, განსაკუთრებით ცენტრალურ უბნებში. რა ფაქტორები განსაზღვრავს ფასებს?',
      imageAlt: 'ილუსტრაცია: ქალაქის კორპუსები ნათებული ფანჯრებით',
      body: [
        {
          type: 'p',
          text: 'ბოლო წლებში თბილისში ქირავნობის ბაზარი მნიშვნელოვნად გააქტიურდა. მოთხოვნას სტუდენტები, ახალგაზრდა ოჯახები, დისტანციურად მომუშავე უცხოელები და ის ადგილობრივები ქმნიან, ვინც ბინის ყიდვას ჯერ არ აპირებს.',
        },
        { type: 'h5', text: 'რომელი ბინები ქირავდება სწრაფად' },
        {
          type: 'p',
          text: 'ყველაზე სწრაფად ერთ- და ორსაძინებლიანი ბინები ქირავდება, რომლებსაც თანამედროვე რემონტი და ავეჯი აქვს. ვაკეში, ვერასა და საბურთალოზე ასეთი ბინების ყოველთვიური ქირა, როგორც წესი, გარეუბნებთან შედარებით საგრძნობლად მაღალია.',
        },
        { type: 'h5', text: 'ფასების დინამიკა' },
        {
          type: 'p',
          text: 'ქირა ძირითადად დოლარში ცხადდება, თუმცა გადახდა ხშირად ლარითაც შეიძლება. ბაზრის მონაწილეები აღნიშნავენ, რომ ზრდის ტემპი წინა წლებთან შედარებით შენელდა და ბაზარი უფრო დაბალანსებული გახდა.',
        },
        {
          type: 'quote',
          text: 'მესაკუთრისთვის ყველაზე დიდი ზარალი ცარიელი თვეებია — ოდნავ დაბალი, მაგრამ რეალისტური ფასი ხშირად უფრო მომგებიანია.',
        },
      ],
    },
    en: {
      title: 'Tbilisi’s Rental Market: Demand in Mid-2026',
      excerpt:
        'The number of people looking to rent remains high, especially in central districts. What is driving prices?',
      imageAlt: 'Illustration: city apartment blocks with lit windows',
      body: [
        {
          type: 'p',
          text: 'The rental market in Tbilisi has become much more active in recent years. Demand comes from students, young families, foreign remote workers and locals who are not yet planning to buy.',
        },
        { type: 'h5', text: 'Which apartments let fastest' },
        {
          type: 'p',
          text: 'One- and two-bedroom apartments with modern renovation and furniture let the fastest. In Vake, Vera and Saburtalo, monthly rents for such flats are usually noticeably higher than in the outer districts.',
        },
        { type: 'h5', text: 'Price trends' },
        {
          type: 'p',
          text: 'Rents are mostly quoted in dollars, although payment in lari is often possible. Market participants note that growth has slowed compared with previous years and that the market has become more balanced.',
        },
        {
          type: 'quote',
          text: 'For a landlord, the biggest loss is empty months: a slightly lower but realistic price often pays off better.',
        },
      ],
    },
  },
  {
    slug: 'short-term-vs-long-term-rental',
    category: 'investment',
    tags: ['rental', 'batumi'],
    publishedAt: '2026-07-24T09:05:00.000Z',
    image: { motif: 'key', hue: 340 },
    ka: {
      title: 'დღიური თუ გრძელვადიანი გაქირავება: რომელი ავირჩიოთ',
      excerpt:
        'დღიური გაქირავება მეტ შემოსავალს გვპირდება, მაგრამ მეტ დროსა და ხარჯსაც მოითხოვს. შევადარეთ ორივე მოდელი.',
      imageAlt: 'ილუსტრაცია: გასაღები და კალენდარი',
      body: [
        {
          type: 'p',
          text: 'საინვესტიციო ბინის მფლობელის წინაშე ხშირად ერთი არჩევანი დგას: დღიურად გააქიროს ბინა ტურისტებზე თუ გრძელვადიანად ერთ მოიჯარეზე. ორივე მოდელს თავისი უპირატესობა აქვს.',
        },
        { type: 'h5', text: 'დღიური გაქირავება' },
        {
          type: 'p',
          text: 'ბათუმში, თბილისის ძველ უბნებსა და კურორტებზე დღიური გაქირავება მაღალ სეზონში კარგ შემოსავალს იძლევა. სამაგიეროდ, საჭიროა სტუმრების მუდმივი მიღება, დასუფთავება, ონლაინ პლატფორმების მართვა და ფასების რეგულარული განახლება.',
        },
        { type: 'h5', text: 'გრძელვადიანი გაქირავება' },
        {
          type: 'p',
          text: 'გრძელვადიანი ქირავნობა ნაკლებ შემოსავალს იძლევა, თუმცა ის სტაბილურია და ყოველდღიურ ჩართულობას თითქმის არ მოითხოვს. ბინაც ნაკლებად ცვდება, ხარჯები კი ადვილად პროგნოზირებადია.',
        },
        {
          type: 'ul',
          items: [
            'აირჩიეთ დღიური, თუ გაქვთ დრო ან სანდო მართვის კომპანია',
            'აირჩიეთ გრძელვადიანი, თუ პასიური შემოსავალი გსურთ',
            'ორივე შემთხვევაში გაითვალისწინეთ გადასახადები და კომუნალური ხარჯები',
          ],
        },
      ],
    },
    en: {
      title: 'Short-Term or Long-Term Letting: Which to Choose',
      excerpt:
        'Short-term letting promises more income but also takes more time and money. We compare the two models.',
      imageAlt: 'Illustration: a key and a calendar',
      body: [
        {
          type: 'p',
          text: 'Owners of investment apartments often face one choice: let the flat nightly to tourists or long-term to a single tenant. Both models have their advantages.',
        },
        { type: 'h5', text: 'Short-term letting' },
        {
          type: 'p',
          text: 'In Batumi, the old districts of Tbilisi and the resorts, short-term letting brings good income in high season. The trade-off is a constant stream of check-ins, cleaning, managing online platforms and regularly updating prices.',
        },
        { type: 'h5', text: 'Long-term letting' },
        {
          type: 'p',
          text: 'A long-term lease brings in less, but it is stable and requires almost no day-to-day involvement. The apartment also suffers less wear and tear, and costs are easy to predict.',
        },
        {
          type: 'ul',
          items: [
            'Choose short-term if you have the time or a reliable management company',
            'Choose long-term if you want passive income',
            'In either case, factor in taxes and utility costs',
          ],
        },
      ],
    },
  },
  {
    slug: 'tax-on-rental-income-georgia',
    category: 'legal',
    tags: ['taxes', 'rental'],
    publishedAt: '2026-08-04T10:15:00.000Z',
    image: { motif: 'coins', hue: 70 },
    ka: {
      title: 'ქირით მიღებული შემოსავლის დაბეგვრა საქართველოში',
      excerpt:
        'ბინის გაქირავებიდან მიღებული შემოსავალი იბეგრება. ფიზიკურ პირებს შეღავათიანი რეჟიმით სარგებლობა შეუძლიათ.',
      imageAlt: 'ილუსტრაცია: მონეტები და საგადასახადო ფორმა',
      body: [
        {
          type: 'p',
          text: 'ბევრი მესაკუთრე ბინას აქირავებს, მაგრამ ყველამ არ იცის, რომ ქირით მიღებული შემოსავალი საშემოსავლო გადასახადით იბეგრება. ეს წესი როგორც საქართველოს მოქალაქეებზე, ისე უცხოელ მესაკუთრეებზე ვრცელდება.',
        },
        { type: 'h5', text: 'შეღავათიანი განაკვეთი' },
        {
          type: 'p',
          text: 'საცხოვრებელი ფართის გაქირავებიდან მიღებულ შემოსავალზე ფიზიკურ პირს შეუძლია გადასახადი შეღავათიანი განაკვეთით — ამჟამად 5%-ით — გადაიხადოს. ამისთვის შემოსავლების სამსახურში შესაბამისი რეჟიმის არჩევაა საჭირო.',
        },
        { type: 'h5', text: 'დეკლარირება' },
        {
          type: 'p',
          text: 'გადასახადი, როგორც წესი, წლიური დეკლარაციით გადაიხდება. თუ ბინას კომპანია ქირაობს, გადასახადის წყაროსთან დაკავება შეიძლება თავად მას ევალებოდეს.',
        },
        {
          type: 'quote',
          text: 'გადასახადის დროულად გადახდა არა მხოლოდ ჯარიმებისგან დაგიცავთ, არამედ ოფიციალურ შემოსავალსაც დაგიდასტურებთ, რაც სესხის აღებისას გამოგადგებათ.',
        },
        {
          type: 'p',
          text: 'კომერციული ფართის გაქირავებასა და მეწარმე სუბიექტებზე სხვა წესები მოქმედებს. კონკრეტული შემთხვევისთვის ჯობს ბუღალტერს ან საგადასახადო კონსულტანტს მიმართოთ.',
        },
      ],
    },
    en: {
      title: 'How Rental Income Is Taxed in Georgia',
      excerpt:
        'Income from letting an apartment is taxable. Individuals can take advantage of a preferential regime.',
      imageAlt: 'Illustration: coins and a tax form',
      body: [
        {
          type: 'p',
          text: 'Many owners let their apartments, but not all of them know that rental income is subject to income tax. The rule applies to Georgian citizens and foreign owners alike.',
        },
        { type: 'h5', text: 'The preferential rate' },
        {
          type: 'p',
          text: 'An individual can pay tax on income from letting residential property at a preferential rate, currently 5%. To do so, the relevant regime has to be selected with the Revenue Service.',
        },
        { type: 'h5', text: 'Filing' },
        {
          type: 'p',
          text: 'The tax is usually paid through an annual return. If the tenant is a company, it may be required to withhold the tax at source itself.',
        },
        {
          type: 'quote',
          text: 'Paying tax on time not only protects you from fines but also gives you proof of official income, which helps when you apply for a loan.',
        },
        {
          type: 'p',
          text: 'Different rules apply to letting commercial premises and to registered businesses. For your specific situation, it is best to consult an accountant or tax adviser.',
        },
      ],
    },
  },
  {
    slug: 'buying-property-remotely-power-of-attorney',
    category: 'buying-guide',
    tags: ['foreigners'],
    publishedAt: '2026-08-15T12:20:00.000Z',
    image: { motif: 'key', hue: 235 },
    ka: {
      title: 'ბინის ყიდვა დისტანციურად: მინდობილობა და წარმომადგენელი',
      excerpt:
        'საქართველოში ქონების შესაძენად ადგილზე ყოფნა ყოველთვის არ არის საჭირო. როგორ გავაფორმოთ გარიგება შორიდან.',
      imageAlt: 'ილუსტრაცია: ლეპტოპი, გასაღები და ხელმოწერა',
      body: [
        {
          type: 'p',
          text: 'ბევრი მყიდველი, მათ შორის ემიგრაციაში მცხოვრები ქართველები, ბინას საქართველოში ისე ყიდულობს, რომ ჩამოსვლა არ უწევს. ეს შესაძლებელია მინდობილობით, რომლის საფუძველზეც რწმუნებული პირი გარიგებას მყიდველის სახელით აფორმებს.',
        },
        { type: 'h5', text: 'როგორ გავაფორმოთ მინდობილობა' },
        {
          type: 'p',
          text: 'მინდობილობის დამოწმება შესაძლებელია საქართველოს საკონსულოში ან უცხო ქვეყნის ნოტარიუსთან. მეორე შემთხვევაში დოკუმენტს, როგორც წესი, აპოსტილი ან ლეგალიზაცია და ნოტარიულად დამოწმებული ქართული თარგმანი სჭირდება.',
        },
        { type: 'h5', text: 'რა უნდა ეწეროს მინდობილობაში' },
        {
          type: 'ul',
          items: [
            'ქონების შეძენისა და ხელშეკრულების ხელმოწერის უფლება',
            'თანხის გადახდისა და მიღების უფლებამოსილება',
            'საჯარო რეესტრში განცხადების წარდგენის უფლება',
            'მინდობილობის მოქმედების ვადა',
          ],
        },
        {
          type: 'p',
          text: 'წარმომადგენლად აირჩიეთ ადამიანი, რომელსაც სრულად ენდობით, ან პრაქტიკოსი იურისტი. ანგარიშსწორება კი სასურველია საბანკო გადარიცხვით მოხდეს, რათა ყველა ტრანზაქცია დოკუმენტურად იყოს დადასტურებული.',
        },
      ],
    },
    en: {
      title: 'Buying Property Remotely: Powers of Attorney and Representatives',
      excerpt:
        'You do not always need to be in Georgia to buy property there. Here is how to complete a purchase from abroad.',
      imageAlt: 'Illustration: a laptop, a key and a signature',
      body: [
        {
          type: 'p',
          text: 'Many buyers, including Georgians living abroad, purchase apartments in Georgia without travelling there. This is possible with a power of attorney, under which an authorised person completes the transaction on the buyer’s behalf.',
        },
        { type: 'h5', text: 'How to issue a power of attorney' },
        {
          type: 'p',
          text: 'A power of attorney can be certified at a Georgian consulate or by a notary in another country. In the latter case, the document usually needs an apostille or legalisation and a notarised Georgian translation.',
        },
        { type: 'h5', text: 'What the power of attorney should cover' },
        {
          type: 'ul',
          items: [
            'The right to acquire the property and sign the contract',
            'Authority to make and receive payments',
            'The right to submit applications to the Public Registry',
            'The period for which the power of attorney is valid',
          ],
        },
        {
          type: 'p',
          text: 'Choose as your representative someone you trust completely, or a practising lawyer. Payments are best made by bank transfer so that every transaction is documented.',
        },
      ],
    },
  },
  {
    slug: 'batumi-summer-season-short-term-rentals',
    category: 'market',
    tags: ['batumi', 'rental', 'resort-property'],
    publishedAt: '2026-08-26T09:35:00.000Z',
    image: { motif: 'flat-sea', hue: 175 },
    ka: {
      title: 'ბათუმის ზაფხულის სეზონი: როგორ იმუშავა დღიურმა გაქირავებამ',
      excerpt:
        'ზაფხული ბათუმის ბინების მფლობელებისთვის წლის მთავარი პერიოდია. შევაჯამეთ, რა ტენდენციები გამოიკვეთა ამ სეზონზე.',
      imageAlt: 'ილუსტრაცია: პლაჟი, მზე და სანაპიროს კორპუსები',
      body: [
        {
          type: 'p',
          text: 'ბათუმში ზაფხულის სეზონი ტრადიციულად ივნისში იწყება და სექტემბრის დასაწყისამდე გრძელდება. ამ პერიოდში დღიური გაქირავების ბაზარი ყველაზე აქტიურია, ფასები კი რამდენჯერმე აღემატება ზამთრის მაჩვენებლებს.',
        },
        { type: 'h5', text: 'რა გამოიკვეთა ამ სეზონზე' },
        {
          type: 'p',
          text: 'ბაზრის მონაწილეების თქმით, დატვირთვა კვლავ მაღალი იყო ზღვასთან ახლოს მდებარე ბინებში, განსაკუთრებით ივლისსა და აგვისტოში. ამავდროულად, ახალი ბინების რაოდენობის ზრდამ კონკურენცია გაამძაფრა და მესაკუთრეებს ფასების უფრო მოქნილად მართვა მოუწიათ.',
        },
        { type: 'h5', text: 'რა ეხმარება მესაკუთრეებს' },
        {
          type: 'ul',
          items: [
            'ხარისხიანი ფოტოები და დეტალური აღწერა',
            'სწრაფი პასუხი სტუმრების შეკითხვებზე',
            'სუფთა და კარგად აღჭურვილი ბინა',
            'სეზონის მიხედვით მოქნილი ფასები',
          ],
        },
        {
          type: 'p',
          text: 'სეზონის დასრულების შემდეგ ბევრი მესაკუთრე ზამთრისთვის გრძელვადიან მოიჯარეს ეძებს. ასეთი კომბინირებული მოდელი წლიურ შემოსავალს უფრო სტაბილურს ხდის.',
        },
      ],
    },
    en: {
      title: 'Batumi’s Summer Season: How Short-Term Letting Performed',
      excerpt:
        'Summer is the key period of the year for Batumi apartment owners. We sum up the trends that emerged this season.',
      imageAlt: 'Illustration: a beach, the sun and seafront towers',
      body: [
        {
          type: 'p',
          text: 'Batumi’s summer season traditionally begins in June and runs until early September. This is when the short-term rental market is at its busiest, with prices several times higher than in winter.',
        },
        { type: 'h5', text: 'What stood out this season' },
        {
          type: 'p',
          text: 'According to market participants, occupancy remained high in apartments close to the sea, especially in July and August. At the same time, the growing number of new flats has intensified competition, and owners have had to manage prices more flexibly.',
        },
        { type: 'h5', text: 'What helps owners succeed' },
        {
          type: 'ul',
          items: [
            'High-quality photos and a detailed description',
            'Quick replies to guests’ questions',
            'A clean, well-equipped apartment',
            'Flexible pricing that follows the season',
          ],
        },
        {
          type: 'p',
          text: 'Once the season ends, many owners look for a long-term tenant for the winter. This combined model makes annual income more stable.',
        },
      ],
    },
  },
  {
    slug: 'mortgage-for-investment-property',
    category: 'investment',
    tags: ['mortgage', 'rental'],
    publishedAt: '2026-09-06T10:40:00.000Z',
    image: { motif: 'chart', hue: 100 },
    ka: {
      title: 'საინვესტიციო ბინა იპოთეკით: როდის აქვს აზრი',
      excerpt:
        'იპოთეკით შეძენილი ბინის ქირას სესხის ნაწილის დაფარვა შეუძლია, მაგრამ გათვლა ზუსტი უნდა იყოს.',
      imageAlt: 'ილუსტრაცია: სახლი და აღმავალი გრაფიკი',
      body: [
        {
          type: 'p',
          text: 'ზოგი ინვესტორი ბინას იპოთეკით ყიდულობს და სესხის ყოველთვიურ შენატანს ქირით ფარავს. ეს სტრატეგია შეიძლება მომგებიანი იყოს, თუმცა მხოლოდ მაშინ, როცა ყველა ხარჯი წინასწარ არის გათვლილი.',
        },
        { type: 'h5', text: 'შეადარეთ განაკვეთი და უკუგება' },
        {
          type: 'p',
          text: 'თუ სესხის წლიური საპროცენტო განაკვეთი ქირით მიღებულ უკუგებაზე მაღალია, ინვესტიცია მოკლევადიან პერსპექტივაში ზარალს მოგიტანთ. ასეთ შემთხვევაში მოგება ძირითადად ქონების ღირებულების ზრდაზე იქნება დამოკიდებული.',
        },
        { type: 'h5', text: 'რისკების მართვა' },
        {
          type: 'ul',
          items: [
            'გქონდეთ რეზერვი რამდენიმე თვის შენატანისთვის',
            'გაითვალისწინეთ ცარიელი თვეები მოიჯარეებს შორის',
            'შეაფასეთ ლარის კურსის გავლენა, თუ ქირა დოლარშია',
            'ნუ დაეყრდნობით მხოლოდ ფასების ზრდის პროგნოზს',
          ],
        },
        {
          type: 'quote',
          text: 'კარგი საინვესტიციო გარიგება ისაა, რომელიც ყველაზე ცუდ სცენარშიც არ გაიძულებთ ბინის ნაჩქარევად გაყიდვას.',
        },
      ],
    },
    en: {
      title: 'Buying an Investment Flat with a Mortgage: When It Makes Sense',
      excerpt:
        'Rent from a mortgaged apartment can cover part of the loan, but the numbers need to be precise.',
      imageAlt: 'Illustration: a house and a rising chart',
      body: [
        {
          type: 'p',
          text: 'Some investors buy an apartment with a mortgage and cover the monthly repayment with rent. This strategy can pay off, but only when every cost has been calculated in advance.',
        },
        { type: 'h5', text: 'Compare the rate with the yield' },
        {
          type: 'p',
          text: 'If the loan’s annual interest rate is higher than the rental yield, the investment will lose money in the short term. In that case, any profit will depend mainly on the property rising in value.',
        },
        { type: 'h5', text: 'Managing the risks' },
        {
          type: 'ul',
          items: [
            'Keep a reserve covering several months of repayments',
            'Allow for empty months between tenants',
            'Assess the effect of the lari exchange rate if rent is in dollars',
            'Do not rely solely on forecasts of rising prices',
          ],
        },
        {
          type: 'quote',
          text: 'A good investment deal is one that, even in the worst case, does not force you into a hurried sale.',
        },
      ],
    },
  },
  {
    slug: 'developer-contracts-what-to-read',
    category: 'legal',
    tags: ['new-builds'],
    publishedAt: '2026-09-17T08:50:00.000Z',
    image: { motif: 'document', hue: 285 },
    ka: {
      title: 'ხელშეკრულება დეველოპერთან: რას უნდა მიაქციოთ ყურადღება',
      excerpt:
        'მშენებარე ბინის ყიდვისას ხელშეკრულება მყიდველის მთავარი დაცვაა. განვიხილეთ პუნქტები, რომლებიც ყველაზე ხშირად იწვევს დავას.',
      imageAlt: 'ილუსტრაცია: ხელშეკრულება და კორპუსის ნახაზი',
      body: [
        {
          type: 'p',
          text: 'მშენებარე ბინის შეძენისას მყიდველი ხშირად დეველოპერის მიერ მომზადებულ ტიპურ ხელშეკრულებას აწერს ხელს. ასეთი დოკუმენტი, როგორც წესი, პირველ რიგში დეველოპერის ინტერესებს იცავს, ამიტომ მისი ყურადღებით წაკითხვა აუცილებელია.',
        },
        { type: 'h5', text: 'ძირითადი პუნქტები' },
        {
          type: 'ul',
          items: [
            'ბინის ზუსტი ფართი, სართული და გეგმარება',
            'ჩაბარების ვადა და კარკასის ტიპი',
            'გადახდის გრაფიკი და განვადების პირობები',
            'პირგასამტეხლო ვადის გადაცილების შემთხვევაში',
            'ფართის ცვლილებისას ფასის გადაანგარიშების წესი',
          ],
        },
        { type: 'h5', text: 'ფართის სხვაობა' },
        {
          type: 'p',
          text: 'დასრულებული ბინის რეალური ფართი ხშირად პროექტში მითითებულს რამდენიმე კვადრატული მეტრით სცდება ან ჩამორჩება. ხელშეკრულებაში მკაფიოდ უნდა ეწეროს, როგორ ხდება ანგარიშსწორება, თუ ფართი გაიზარდა ან შემცირდა.',
        },
        {
          type: 'p',
          text: 'სასურველია, ხელმოწერამდე ხელშეკრულება დამოუკიდებელმა იურისტმა ნახოს. დეველოპერები გონივრულ ცვლილებებზე ხშირად თანხმდებიან, განსაკუთრებით მაშინ, როცა მყიდველი მათ წერილობით ითხოვს.',
        },
      ],
    },
    en: {
      title: 'Contracts with Developers: What to Look Out For',
      excerpt:
        'When buying off-plan, the contract is the buyer’s main protection. We go through the clauses that most often lead to disputes.',
      imageAlt: 'Illustration: a contract and a building plan',
      body: [
        {
          type: 'p',
          text: 'When buying an apartment under construction, buyers often sign a standard contract drafted by the developer. Such a document usually protects the developer’s interests first, so reading it carefully is essential.',
        },
        { type: 'h5', text: 'Key clauses' },
        {
          type: 'ul',
          items: [
            'The exact floor area, floor and layout of the apartment',
            'The handover date and the frame type',
            'The payment schedule and instalment terms',
            'Penalties if the deadline is missed',
            'How the price is recalculated if the floor area changes',
          ],
        },
        { type: 'h5', text: 'Differences in floor area' },
        {
          type: 'p',
          text: 'The actual floor area of a finished apartment often differs from the project by a few square metres, up or down. The contract should state clearly how payment is settled if the area increases or decreases.',
        },
        {
          type: 'p',
          text: 'Ideally, have an independent lawyer review the contract before you sign. Developers often agree to reasonable changes, especially when the buyer requests them in writing.',
        },
      ],
    },
  },
  {
    slug: 'choosing-a-real-estate-agent',
    category: 'buying-guide',
    tags: ['tbilisi'],
    publishedAt: '2026-09-28T11:05:00.000Z',
    image: { motif: 'key', hue: 60 },
    ka: {
      title: 'როგორ შევარჩიოთ უძრავი ქონების აგენტი',
      excerpt:
        'კარგი აგენტი დროს დაგიზოგავთ და უკეთეს პირობებს მოგიპოვებთ. რა კითხვები დაუსვათ თანამშრომლობის დაწყებამდე.',
      imageAlt: 'ილუსტრაცია: ორი ადამიანი და სახლის გასაღები',
      body: [
        {
          type: 'p',
          text: 'საქართველოში უძრავი ქონების აგენტის საქმიანობა, როგორც წესი, სპეციალურ ლიცენზიას არ საჭიროებს, ამიტომ ბაზარზე პროფესიონალიზმის დონე მნიშვნელოვნად განსხვავდება. სწორედ ამიტომ აგენტის შერჩევას ისეთივე ყურადღება სჭირდება, როგორც თავად ბინის არჩევას.',
        },
        { type: 'h5', text: 'რა კითხვები დავუსვათ' },
        {
          type: 'ul',
          items: [
            'ვის წარმოადგენს აგენტი — მყიდველს თუ გამყიდველს',
            'რამდენია საკომისიო და ვინ იხდის მას',
            'რამდენი წელია საქმიანობს და რომელ უბნებში მუშაობს',
            'გეხმარებათ თუ არა დოკუმენტების შემოწმებასა და გარიგების გაფორმებაში',
          ],
        },
        { type: 'h5', text: 'საკომისიო' },
        {
          type: 'p',
          text: 'თბილისში საკომისიო, როგორც წესი, გარიგების თანხის რამდენიმე პროცენტს შეადგენს და ხშირად მას გამყიდველი იხდის. პირობებზე ყოველთვის წინასწარ შეთანხმდით და სასურველია, ისინი წერილობით დააფიქსიროთ.',
        },
        {
          type: 'quote',
          text: 'კარგი აგენტი მხოლოდ ბინას კი არ გაჩვენებთ, არამედ იმასაც გეტყვით, რატომ არ ღირს მისი ყიდვა.',
        },
      ],
    },
    en: {
      title: 'How to Choose a Real Estate Agent',
      excerpt:
        'A good agent saves you time and secures better terms. Here are the questions to ask before you start working together.',
      imageAlt: 'Illustration: two people and a house key',
      body: [
        {
          type: 'p',
          text: 'In Georgia, working as a real estate agent generally does not require a special licence, so the level of professionalism on the market varies widely. That is why choosing an agent deserves as much care as choosing the apartment itself.',
        },
        { type: 'h5', text: 'Questions to ask' },
        {
          type: 'ul',
          items: [
            'Whom does the agent represent: the buyer or the seller?',
            'How much is the commission and who pays it?',
            'How many years have they been working, and in which districts?',
            'Will they help with checking documents and completing the transaction?',
          ],
        },
        { type: 'h5', text: 'Commission' },
        {
          type: 'p',
          text: 'In Tbilisi, commission is usually a few per cent of the transaction value and is often paid by the seller. Always agree on the terms in advance and, ideally, put them in writing.',
        },
        {
          type: 'quote',
          text: 'A good agent will not only show you an apartment but also tell you why it is not worth buying.',
        },
      ],
    },
  },
  {
    slug: 'commercial-vs-residential-investment',
    category: 'investment',
    tags: ['tbilisi', 'taxes'],
    publishedAt: '2026-10-09T09:30:00.000Z',
    image: { motif: 'shop', hue: 30 },
    ka: {
      title: 'კომერციული თუ საცხოვრებელი ფართი: სად ჩავდოთ თანხა',
      excerpt:
        'კომერციული ფართი ხშირად უფრო მაღალ უკუგებას იძლევა, მაგრამ მოიჯარის პოვნა უფრო რთულია. შევადარეთ ორი მიმართულება.',
      imageAlt: 'ილუსტრაცია: მაღაზიის ვიტრინა და საცხოვრებელი კორპუსი',
      body: [
        {
          type: 'p',
          text: 'თბილისში ინვესტორების უმეტესობა საცხოვრებელ ბინებს ირჩევს, თუმცა პირველ სართულზე მდებარე კომერციული ფართებიც პოპულარული ალტერნატივაა. მაღაზია, კაფე ან ოფისი ხშირად ოჯახზე მეტ ქირას იხდის.',
        },
        { type: 'h5', text: 'კომერციული ფართის უპირატესობები' },
        {
          type: 'p',
          text: 'კომერციული მოიჯარეები ხშირად უფრო ხანგრძლივ ხელშეკრულებებს აფორმებენ და შიდა რემონტს საკუთარი ხარჯით აკეთებენ. კარგ ლოკაციაზე, მაგალითად ფეხით მოსიარულეთა მაღალი ნაკადის მქონე ქუჩაზე, ასეთი ფართი სტაბილურ შემოსავალს იძლევა.',
        },
        { type: 'h5', text: 'რაზე უნდა იფიქროთ' },
        {
          type: 'ul',
          items: [
            'მოიჯარის მოძებნას შეიძლება მეტი დრო დასჭირდეს',
            'ბანკები კომერციულ ფართზე სესხს განსხვავებული პირობებით გასცემენ',
            'კომერციული ფართის ქირა საცხოვრებლისგან განსხვავებულად იბეგრება',
            'ეკონომიკური ცვლილებები ბიზნეს-მოიჯარეებზე უფრო სწრაფად აისახება',
          ],
        },
        {
          type: 'p',
          text: 'დამწყები ინვესტორისთვის საცხოვრებელი ბინა, როგორც წესი, უფრო მარტივი და ნაკლებად სარისკო არჩევანია. კომერციული ფართი კი უფრო გამოცდილ ინვესტორს შეეფერება, რომელიც ბაზარს კარგად იცნობს.',
        },
      ],
    },
    en: {
      title: 'Commercial or Residential: Where to Invest Your Money',
      excerpt:
        'Commercial premises often deliver higher yields, but finding a tenant is harder. We compare the two options.',
      imageAlt: 'Illustration: a shop front and a residential block',
      body: [
        {
          type: 'p',
          text: 'Most investors in Tbilisi choose residential apartments, but ground-floor commercial units are a popular alternative. A shop, café or office often pays more rent than a family does.',
        },
        { type: 'h5', text: 'Advantages of commercial premises' },
        {
          type: 'p',
          text: 'Commercial tenants often sign longer leases and fit out the interior at their own expense. In a good location, such as a street with heavy foot traffic, such a unit can provide a steady income.',
        },
        { type: 'h5', text: 'What to consider' },
        {
          type: 'ul',
          items: [
            'Finding a tenant may take longer',
            'Banks lend on commercial property on different terms',
            'Rent from commercial premises is taxed differently from residential rent',
            'Economic changes affect business tenants more quickly',
          ],
        },
        {
          type: 'p',
          text: 'For a first-time investor, a residential apartment is usually the simpler and less risky choice. Commercial property suits more experienced investors who know the market well.',
        },
      ],
    },
  },
  {
    slug: 'mortgage-rates-and-lari-exchange-rate',
    category: 'market',
    tags: ['mortgage'],
    publishedAt: '2026-10-22T10:10:00.000Z',
    image: { motif: 'chart', hue: 250 },
    ka: {
      title: 'იპოთეკის განაკვეთები და ლარის კურსი: როგორ მოქმედებს ისინი ბაზარზე',
      excerpt:
        'ბინების ფასები დოლარშია, სესხები კი უმეტესად ლარში. აგიხსნით, რატომ არის ეს მნიშვნელოვანი მყიდველისთვის.',
      imageAlt: 'ილუსტრაცია: ვალუტის ნიშნები და გრაფიკი',
      body: [
        {
          type: 'p',
          text: 'საქართველოს უძრავი ქონების ბაზრის ერთ-ერთი თავისებურება ისაა, რომ ბინების ფასები ტრადიციულად აშშ დოლარში ცხადდება, მოსახლეობის შემოსავლები და იპოთეკური სესხები კი ძირითადად ლარშია. ამიტომ ლარის კურსის ცვლილება მყიდველის რეალურ ბიუჯეტზე პირდაპირ აისახება.',
        },
        { type: 'h5', text: 'კურსის გავლენა' },
        {
          type: 'p',
          text: 'როცა ლარი მყარდება, დოლარში გამოცხადებული ბინა ადგილობრივი მყიდველისთვის უფრო ხელმისაწვდომი ხდება. ლარის გაუფასურებისას კი პირიქით — იმავე ბინისთვის მეტი ლარის გადახდა ან უფრო დიდი სესხის აღება უწევთ.',
        },
        { type: 'h5', text: 'საპროცენტო განაკვეთები' },
        {
          type: 'p',
          text: 'იპოთეკის განაკვეთებზე ეროვნული ბანკის მონეტარული პოლიტიკა ახდენს გავლენას. როცა განაკვეთები იკლებს, სესხი უფრო ხელმისაწვდომი ხდება და ბაზარზე მოთხოვნაც იზრდება.',
        },
        {
          type: 'quote',
          text: 'სესხის აღებისას მხოლოდ დღევანდელ შენატანს ნუ შეხედავთ — შეაფასეთ, გაუძლებს თუ არა თქვენი ბიუჯეტი განაკვეთის ან კურსის ცვლილებას.',
        },
        {
          type: 'p',
          text: 'პრაქტიკული რჩევა მარტივია: სესხი აიღეთ იმ ვალუტაში, რომელშიც შემოსავალს იღებთ, ყოველთვიური შენატანი კი შემოსავლის გონივრულ წილს არ უნდა აღემატებოდეს. ასე ბაზრის რყევები თქვენს ოჯახურ ბიუჯეტს ნაკლებად შეეხება.',
        },
      ],
    },
    en: {
      title: 'Mortgage Rates and the Lari: How They Shape the Market',
      excerpt:
        'Apartment prices are quoted in dollars, while loans are mostly in lari. We explain why this matters to buyers.',
      imageAlt: 'Illustration: currency symbols and a chart',
      body: [
        {
          type: 'p',
          text: 'One peculiarity of Georgia’s property market is that apartment prices are traditionally quoted in US dollars, while household incomes and mortgages are mostly in lari. Changes in the lari exchange rate therefore feed straight into a buyer’s real budget.',
        },
        { type: 'h5', text: 'The effect of the exchange rate' },
        {
          type: 'p',
          text: 'When the lari strengthens, an apartment priced in dollars becomes more affordable for local buyers. When the lari weakens, the opposite happens: the same apartment costs more lari or requires a larger loan.',
        },
        { type: 'h5', text: 'Interest rates' },
        {
          type: 'p',
          text: 'Mortgage rates are influenced by the National Bank’s monetary policy. When rates fall, borrowing becomes more affordable and demand on the market rises.',
        },
        {
          type: 'quote',
          text: 'When taking out a loan, do not look only at today’s repayment: ask whether your budget could withstand a change in the rate or the exchange rate.',
        },
        {
          type: 'p',
          text: 'The practical advice is simple: borrow in the currency you earn in, and keep the monthly repayment to a reasonable share of your income. That way, market swings will have far less impact on your household budget.',
        },
      ],
    },
  },
  {
    slug: 'ski-season-resort-property-market',
    category: 'market',
    tags: ['resort-property'],
    publishedAt: '2026-11-14T10:00:00.000Z',
    image: { motif: 'mountain', hue: 205 },
    ka: {
      title: 'სათხილამურო სეზონის წინ: კურორტების ბაზარი გუდაურსა და ბაკურიანში',
      excerpt:
        'ზამთრის მოახლოებასთან ერთად მთის კურორტებზე ბინების მიმართ ინტერესი იზრდება. რა ხდება ბაზარზე სეზონის დაწყებამდე?',
      imageAlt: 'ილუსტრაცია: საბაგირო გზა და თოვლიანი ფერდობი',
      body: [
        {
          type: 'p',
          text: 'ნოემბერში, სათხილამურო სეზონის დაწყებამდე რამდენიმე კვირით ადრე, გუდაურსა და ბაკურიანში ბინების მიმართ ინტერესი ტრადიციულად იზრდება. მყიდველები ცდილობენ, ბინა ზამთრამდე შეიძინონ და გაქირავება პირველივე სეზონიდან დაიწყონ.',
        },
        { type: 'h5', text: 'ფასები და ახალი პროექტები' },
        {
          type: 'p',
          text: 'ორივე კურორტზე ბოლო წლებში ბევრი ახალი აპარტამენტი აშენდა, რამაც მიწოდება მნიშვნელოვნად გაზარდა. ბაზრის მონაწილეების შეფასებით, ახალი ბინის კვადრატული მეტრი ხშირად დაახლოებით 1 000-დან 2 000 აშშ დოლარამდე ღირს, ლოკაციისა და საბაგირო გზასთან სიახლოვის მიხედვით.',
        },
        { type: 'h5', text: 'რას ითხოვენ სტუმრები' },
        {
          type: 'ul',
          items: [
            'საბაგირო გზასთან სიახლოვე',
            'სათხილამურო აღჭურვილობის შესანახი სივრცე',
            'საიმედო გათბობა და სტაბილური ინტერნეტი',
            'პარკინგი და ზამთარში მოვლილი მისასვლელი გზა',
          ],
        },
        {
          type: 'p',
          text: 'სეზონის წინ ფასზე მოლაპარაკება უფრო რთულია, თუმცა ბინა შემოსავლის მოტანას უფრო სწრაფად იწყებს. ყველაზე მთავარი კი ისაა, რომ შეაფასოთ, რამდენად კარგად იმართება კომპლექსი მთელი წლის განმავლობაში.',
        },
      ],
    },
    en: {
      title: 'Ahead of the Ski Season: The Resort Market in Gudauri and Bakuriani',
      excerpt:
        'As winter approaches, interest in apartments at the mountain resorts picks up. What is happening on the market before the season starts?',
      imageAlt: 'Illustration: a cable car and a snowy slope',
      body: [
        {
          type: 'p',
          text: 'In November, a few weeks before the ski season opens, interest in apartments in Gudauri and Bakuriani traditionally rises. Buyers try to complete their purchase before winter so they can start letting from the very first season.',
        },
        { type: 'h5', text: 'Prices and new projects' },
        {
          type: 'p',
          text: 'Many new apartments have been built at both resorts in recent years, significantly increasing supply. Market participants estimate that a square metre in a new apartment often costs approximately 1,000 to 2,000 US dollars, depending on location and proximity to the lifts.',
        },
        { type: 'h5', text: 'What guests ask for' },
        {
          type: 'ul',
          items: [
            'Proximity to the ski lifts',
            'Storage space for ski equipment',
            'Reliable heating and a stable internet connection',
            'Parking and an access road that is kept clear in winter',
          ],
        },
        {
          type: 'p',
          text: 'Negotiating on price is harder just before the season, but the apartment starts earning sooner. Most important of all is to assess how well the complex is managed throughout the year.',
        },
      ],
    },
  },
]
