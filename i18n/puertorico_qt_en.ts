<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Advice</name>
    <message>
        <source>Your {island} is full: there is no space for another tile.</source>
        <translation>Your {island} is full: there is no space for another tile.</translation>
    </message>
    <message>
        <source>You would produce nothing: no manned {plantation} has a manned building to process it.</source>
        <translation>You would produce nothing: no manned {plantation} has a manned building to process it.</translation>
    </message>
    <message>
        <source>You have no goods to sell.</source>
        <translation>You have no goods to sell.</translation>
    </message>
    <message>
        <source>The trading house takes none of your goods.</source>
        <translation>The trading house takes none of your goods.</translation>
    </message>
    <message>
        <source>You have no goods to ship.</source>
        <translation>You have no goods to ship.</translation>
    </message>
    <message>
        <source>No ship can take any of your goods.</source>
        <translation>No ship can take any of your goods.</translation>
    </message>
    <message>
        <source>You cannot afford any building, even with the discount.</source>
        <translation>You cannot afford any building, even with the discount.</translation>
    </message>
    <message>
        <source>All your circles are manned: new {colonists} would only wait on the {san_juan} space.</source>
        <translation>All your circles are manned: new {colonists} would only wait on the {san_juan} space.</translation>
    </message>
    <message>
        <source>You would still get the {doubloons} on the card.</source>
        <translation>You would still get the {doubloons} on the card.</translation>
    </message>
    <message>
        <source>Take the {role}?</source>
        <translation>Take the {role}?</translation>
    </message>
    <message>
        <source>The {role} does nothing for you now.</source>
        <translation>The {role} does nothing for you now.</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Don&apos;t ask again</translation>
    </message>
</context>
<context>
    <name>CardLog</name>
    <message>
        <source>{name} builds nothing.</source>
        <translation>{name} builds nothing.</translation>
    </message>
    <message>
        <source>{name} pays the rest with cards.</source>
        <translation>{name} pays the rest with cards.</translation>
    </message>
    <message>
        <source>{name} produces no more.</source>
        <translation>{name} produces no more.</translation>
    </message>
    <message>
        <source>{name} sells no more.</source>
        <translation>{name} sells no more.</translation>
    </message>
    <message>
        <source>{name} puts nothing under the chapel.</source>
        <translation>{name} puts nothing under the chapel.</translation>
    </message>
    <message>
        <source>{office}: {name} swaps no card.</source>
        <translation>{office}: {name} swaps no card.</translation>
    </message>
    <message>
        <source>{name} keeps the bank for a later round.</source>
        <translation>{name} keeps the bank for a later round.</translation>
    </message>
    <message>
        <source>{name} produces nothing.</source>
        <translation>{name} produces nothing.</translation>
    </message>
    <message>
        <source>{name} sells nothing.</source>
        <translation>{name} sells nothing.</translation>
    </message>
    <message>
        <source>{name} discards a card of the starting hand.</source>
        <translation>{name} discards a card of the starting hand.</translation>
    </message>
    <message>
        <source>{name} discards a card (hand limit).</source>
        <translation>{name} discards a card (hand limit).</translation>
    </message>
    <message>
        <source>{name} discards a card (archive).</source>
        <translation>{name} discards a card (archive).</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} passes.</translation>
    </message>
    <message>
        <source>{name} chooses the {role}.</source>
        <translation>{name} chooses the {role}.</translation>
    </message>
    <message>
        <source>{name} uses the library: the {role}&apos;s privilege counts twice.</source>
        <translation>{name} uses the library: the {role}&apos;s privilege counts twice.</translation>
    </message>
    <message>
        <source>{name} keeps the library for the next role.</source>
        <translation>{name} keeps the library for the next role.</translation>
    </message>
    <message>
        <source>{name} builds the {card} over the {old}.</source>
        <translation>{name} builds the {card} over the {old}.</translation>
    </message>
    <message>
        <source>{name} builds the {card} over the {old} for free.</source>
        <translation>{name} builds the {card} over the {old} for free.</translation>
    </message>
    <message>
        <source>{name} builds the {card} over the {old} for {cost}.</source>
        <translation>{name} builds the {card} over the {old} for {cost}.</translation>
    </message>
    <message>
        <source>{name} builds the {card}.</source>
        <translation>{name} builds the {card}.</translation>
    </message>
    <message>
        <source>{name} builds the {card} for free.</source>
        <translation>{name} builds the {card} for free.</translation>
    </message>
    <message>
        <source>{name} builds the {card} for {cost}.</source>
        <translation>{name} builds the {card} for {cost}.</translation>
    </message>
    <message>
        <source>{name} pays with a good from the {card} (black market).</source>
        <translation>{name} pays with a good from the {card} (black market).</translation>
    </message>
    <message>
        <source>{name} pays a card.</source>
        <translation>{name} pays a card.</translation>
    </message>
    <message>
        <source>{name} produces on the {card}.</source>
        <translation>{name} produces on the {card}.</translation>
    </message>
    <message>
        <source>{name} sells the good of the {card} for {cost}.</source>
        <translation>{name} sells the good of the {card} for {cost}.</translation>
    </message>
    <message>
        <source>{name} sells {good} for {cost}.</source>
        <translation>{name} sells {good} for {cost}.</translation>
    </message>
    <message>
        <source>{name} keeps a card.</source>
        <translation>{name} keeps a card.</translation>
    </message>
    <message>
        <source>{name} discards a card.</source>
        <translation>{name} discards a card.</translation>
    </message>
    <message>
        <source>{name} puts a card under the chapel.</source>
        <translation>{name} puts a card under the chapel.</translation>
    </message>
    <message>
        <source>{building}: {name} puts a card on the discard pile.</source>
        <translation>{building}: {name} puts a card on the discard pile.</translation>
    </message>
    <message>
        <source>{building}: {name} puts a card under it.</source>
        <translation>{building}: {name} puts a card under it.</translation>
    </message>
    <message>
        <source>{building}: {name} puts the {card} on the discard pile.</source>
        <translation>{building}: {name} puts the {card} on the discard pile.</translation>
    </message>
    <message>
        <source>{building}: {name} puts the {card} under it.</source>
        <translation>{building}: {name} puts the {card} under it.</translation>
    </message>
    <message>
        <source>{name} keeps the {card}.</source>
        <translation>{name} keeps the {card}.</translation>
    </message>
    <message>
        <source>{name} discards the {card}.</source>
        <translation>{name} discards the {card}.</translation>
    </message>
    <message>
        <source>{name} pays with the {card}.</source>
        <translation>{name} pays with the {card}.</translation>
    </message>
    <message>
        <source>{name} puts the {card} under the chapel.</source>
        <translation>{name} puts the {card} under the chapel.</translation>
    </message>
    <message>
        <source>{name} pays with {cards}.</source>
        <translation>{name} pays with {cards}.</translation>
    </message>
    <message>
        <source>{name} produces on {cards}.</source>
        <translation>{name} produces on {cards}.</translation>
    </message>
    <message>
        <source>{name} sells {goods}.</source>
        <translation>{name} sells {goods}.</translation>
    </message>
    <message>
        <source>{name} keeps {cards}.</source>
        <translation>{name} keeps {cards}.</translation>
    </message>
    <message>
        <source>{name} discards {cards}.</source>
        <translation>{name} discards {cards}.</translation>
    </message>
    <message>
        <source>{building}: {name} puts {cards} on the discard pile.</source>
        <translation>{building}: {name} puts {cards} on the discard pile.</translation>
    </message>
    <message>
        <source>{building}: {name} puts {cards} under it.</source>
        <translation>{building}: {name} puts {cards} under it.</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>the {card}</translation>
    </message>
    <message>
        <source>the good on the {card}</source>
        <translation>the good on the {card}</translation>
    </message>
    <message>
        <source>Round {n} · Governor: {name}</source>
        <translation>Round {n} · Governor: {name}</translation>
    </message>
    <message>
        <source>{name} can build nothing.</source>
        <translation>{name} can build nothing.</translation>
    </message>
    <message>
        <source>The game ended because {name}&apos;s city reached {count} buildings.</source>
        <translation>The game ended because {name}&apos;s city reached {count} buildings.</translation>
    </message>
    <message>
        <source>{name}&apos;s city has {count} buildings: the game ends after this builder phase.</source>
        <translation>{name}&apos;s city has {count} buildings: the game ends after this builder phase.</translation>
    </message>
    <message>
        <source>{name} draws {cards} more ({buildings}).</source>
        <translation>{name} draws {cards} more ({buildings}).</translation>
    </message>
    <message>
        <source>{name} draws {cards} ({buildings}).</source>
        <translation>{name} draws {cards} ({buildings}).</translation>
    </message>
    <message>
        <source>{name} draws {cards} after building.</source>
        <translation>{name} draws {cards} after building.</translation>
    </message>
    <message>
        <source>{name} takes {cards} ({role}).</source>
        <translation>{name} takes {cards} ({role}).</translation>
    </message>
    <message>
        <source>{name} draws {drawn} ({role}), to keep {kept}.</source>
        <translation>{name} draws {drawn} ({role}), to keep {kept}.</translation>
    </message>
    <message>
        <source>{name} takes the cards drawn into the hand (archive) and discards {cards}.</source>
        <translation>{name} takes the cards drawn into the hand (archive) and discards {cards}.</translation>
    </message>
    <message>
        <source>{name} draws {cards} as prospector.</source>
        <translation>{name} draws {cards} as prospector.</translation>
    </message>
    <message>
        <source>{name}&apos;s gold mine turns up {cards}: {name} keeps the {card}.</source>
        <translation>{name}&apos;s gold mine turns up {cards}: {name} keeps the {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s gold mine turns up {cards}: two costs are equal, no gold.</source>
        <translation>{name}&apos;s gold mine turns up {cards}: two costs are equal, no gold.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{name} is over the hand limit of {limit} and must discard {cards}.</source>
        <translation>{name} is over the hand limit of {limit} and must discard {cards}.</translation>
    </message>
    <message>
        <source>{name} keeps 4 cards of the starting hand.</source>
        <translation>{name} keeps 4 cards of the starting hand.</translation>
    </message>
    <message>
        <source>{name}&apos;s customs office gets a good, face down.</source>
        <translation>{name}&apos;s customs office gets a good, face down.</translation>
    </message>
    <message>
        <source>{building}: {name} discards {cards} and draws as many.</source>
        <translation>{building}: {name} discards {cards} and draws as many.</translation>
    </message>
    <message>
        <source>{building}: {name} puts {cards} under it (1 VP each).</source>
        <translation>{building}: {name} puts {cards} under it (1 VP each).</translation>
    </message>
    <message>
        <source>{building}: {name} puts one of the goods sold under it (1 VP).</source>
        <translation>{building}: {name} puts one of the goods sold under it (1 VP).</translation>
    </message>
    <message>
        <source>{card}: {name} draws a card.</source>
        <translation>{card}: {name} draws a card.</translation>
    </message>
    <message>
        <source>{name}&apos;s goldsmith turns up the {card}: nobody has built it, {name} takes it.</source>
        <translation>{name}&apos;s goldsmith turns up the {card}: nobody has built it, {name} takes it.</translation>
    </message>
    <message>
        <source>{name}&apos;s goldsmith turns up the {card}: it is built already and goes to the discard pile.</source>
        <translation>{name}&apos;s goldsmith turns up the {card}: it is built already and goes to the discard pile.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Indigo Plant</source>
        <translation>Indigo Plant</translation>
    </message>
    <message>
        <source>Sugar Mill</source>
        <translation>Sugar Mill</translation>
    </message>
    <message>
        <source>Tobacco Storage</source>
        <translation>Tobacco Storage</translation>
    </message>
    <message>
        <source>Coffee Roaster</source>
        <translation>Coffee Roaster</translation>
    </message>
    <message>
        <source>Silver Smelter</source>
        <translation>Silver Smelter</translation>
    </message>
    <message>
        <source>Smithy</source>
        <translation>Smithy</translation>
    </message>
    <message>
        <source>Gold Mine</source>
        <translation>Gold Mine</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archive</translation>
    </message>
    <message>
        <source>Poor House</source>
        <translation>Poor House</translation>
    </message>
    <message>
        <source>Black Market</source>
        <translation>Black Market</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Trading Post</translation>
    </message>
    <message>
        <source>Well</source>
        <translation>Well</translation>
    </message>
    <message>
        <source>Market Stand</source>
        <translation>Market Stand</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Crane</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Chapel</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Tower</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>Aqueduct</translation>
    </message>
    <message>
        <source>Carpenter</source>
        <translation>Carpenter</translation>
    </message>
    <message>
        <source>Prefecture</source>
        <translation>Prefecture</translation>
    </message>
    <message>
        <source>Market Hall</source>
        <translation>Market Hall</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Quarry</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Library</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Statue</translation>
    </message>
    <message>
        <source>Victory Column</source>
        <translation>Victory Column</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Hero</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <translation>Guild Hall</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>City Hall</translation>
    </message>
    <message>
        <source>Triumphal Arch</source>
        <translation>Triumphal Arch</translation>
    </message>
    <message>
        <source>Palace</source>
        <translation>Palace</translation>
    </message>
    <message>
        <source>Office Building</source>
        <translation>Office Building</translation>
    </message>
    <message>
        <source>Guard Room</source>
        <translation>Guard Room</translation>
    </message>
    <message>
        <source>Hut</source>
        <translation>Hut</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Tavern</translation>
    </message>
    <message>
        <source>Park</source>
        <translation>Park</translation>
    </message>
    <message>
        <source>Customs Office</source>
        <translation>Customs Office</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Harbor</source>
        <translation>Harbor</translation>
    </message>
    <message>
        <source>Goldsmith</source>
        <translation>Goldsmith</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Residence</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <translation>Cathedral</translation>
    </message>
    <message>
        <source>The New Buildings</source>
        <translation>The New Buildings</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Builder</translation>
    </message>
    <message>
        <source>Producer</source>
        <translation>Producer</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Trader</translation>
    </message>
    <message>
        <source>Councillor</source>
        <translation>Councillor</translation>
    </message>
    <message>
        <source>Prospector</source>
        <translation>Prospector</translation>
    </message>
    <message>
        <source>indigo</source>
        <translation>indigo</translation>
    </message>
    <message>
        <source>sugar</source>
        <translation>sugar</translation>
    </message>
    <message>
        <source>tobacco</source>
        <translation>tobacco</translation>
    </message>
    <message>
        <source>coffee</source>
        <translation>coffee</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>silver</translation>
    </message>
    <message>
        <source>Governor</source>
        <translation>Governor</translation>
    </message>
    <message>
        <source>Trading house</source>
        <translation>Trading house</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Roles</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Round {n}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>round</source>
        <translation>round</translation>
    </message>
    <message>
        <source>Puerto Rico – the card game</source>
        <translation>Puerto Rico – the card game</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n good(s)</source>
        <translation>
            <numerusform>%n good</numerusform>
            <numerusform>%n goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardPhases</name>
    <message>
        <source>Starting hands</source>
        <translation>Starting hands</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Chapel</translation>
    </message>
    <message>
        <source>Hand limit</source>
        <translation>Hand limit</translation>
    </message>
    <message>
        <source>Choosing a role</source>
        <translation>Choosing a role</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Library</translation>
    </message>
    <message>
        <source>Builder phase</source>
        <translation>Builder phase</translation>
    </message>
    <message>
        <source>Producer phase</source>
        <translation>Producer phase</translation>
    </message>
    <message>
        <source>Trader phase</source>
        <translation>Trader phase</translation>
    </message>
    <message>
        <source>Councillor phase</source>
        <translation>Councillor phase</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Final scores</translation>
    </message>
    <message>
        <source>Office building</source>
        <translation>Office building</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>{round} · {what}</source>
        <translation>{round} · {what}</translation>
    </message>
    <message>
        <source>{title} · last phase of the game</source>
        <translation>{title} · last phase of the game</translation>
    </message>
</context>
<context>
    <name>CardPrompt</name>
    <message>
        <source>{name} chooses a starting hand.</source>
        <translation>{name} chooses a starting hand.</translation>
    </message>
    <message>
        <source>{name} may put a card under the chapel.</source>
        <translation>{name} may put a card under the chapel.</translation>
    </message>
    <message>
        <source>{name} discards down to the hand limit.</source>
        <translation>{name} discards down to the hand limit.</translation>
    </message>
    <message>
        <source>{name} chooses a role.</source>
        <translation>{name} chooses a role.</translation>
    </message>
    <message>
        <source>{name} decides on the library.</source>
        <translation>{name} decides on the library.</translation>
    </message>
    <message>
        <source>{name} may build.</source>
        <translation>{name} may build.</translation>
    </message>
    <message>
        <source>{name} pays for a building.</source>
        <translation>{name} pays for a building.</translation>
    </message>
    <message>
        <source>{name} produces.</source>
        <translation>{name} produces.</translation>
    </message>
    <message>
        <source>{name} sells goods.</source>
        <translation>{name} sells goods.</translation>
    </message>
    <message>
        <source>{name} chooses the cards to keep.</source>
        <translation>{name} chooses the cards to keep.</translation>
    </message>
    <message>
        <source>{name} discards (archive).</source>
        <translation>{name} discards (archive).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>{name} may swap cards at the office building.</source>
        <translation>{name} may swap cards at the office building.</translation>
    </message>
    <message>
        <source>{name} may put cards under the bank.</source>
        <translation>{name} may put cards under the bank.</translation>
    </message>
    <message>
        <source>Game over: {names} wins with {vp}.</source>
        <translation>Game over: {names} wins with {vp}.</translation>
    </message>
    <message>
        <source>{names} wins with {vp}.</source>
        <translation>{names} wins with {vp}.</translation>
    </message>
    <message>
        <source>Game over: {names} share the win with {vp}.</source>
        <translation>Game over: {names} share the win with {vp}.</translation>
    </message>
    <message>
        <source>{names} share the win with {vp}.</source>
        <translation>{names} share the win with {vp}.</translation>
    </message>
    <message>
        <source>Choose a role — click a role card, or drag it down to your city.</source>
        <translation>Choose a role — click a role card, or drag it down to your city.</translation>
    </message>
    <message>
        <source>With two players the governor takes a third role.</source>
        <translation>With two players the governor takes a third role.</translation>
    </message>
    <message>
        <source>Your library doubles one role&apos;s privilege this round: use it for the {role} now, or keep it for your next role?</source>
        <translation>Your library doubles one role&apos;s privilege this round: use it for the {role} now, or keep it for your next role?</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto your city to build it (onto one of your buildings to build over it with a crane) — or click the card, then your city.</source>
        <translation>Drag a card from your hand onto your city to build it (onto one of your buildings to build over it with a crane) — or click the card, then your city.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto your city to build it — or click the card, then your city.</source>
        <translation>Drag a card from your hand onto your city to build it — or click the card, then your city.</translation>
    </message>
    <message>
        <source>As builder, with your library, you pay two cards less.</source>
        <translation>As builder, with your library, you pay two cards less.</translation>
    </message>
    <message>
        <source>As builder you pay one card less.</source>
        <translation>As builder you pay one card less.</translation>
    </message>
    <message>
        <source>You keep 4 cards to start with.</source>
        <translation>You keep 4 cards to start with.</translation>
    </message>
    <message>
        <source>Archive: you took all the cards you drew into your hand.</source>
        <translation>Archive: you took all the cards you drew into your hand.</translation>
    </message>
    <message>
        <source>Click {cards} in your hand to discard, then press Discard.</source>
        <translation>Click {cards} in your hand to discard, then press Discard.</translation>
    </message>
    <message>
        <source>Press Discard.</source>
        <translation>Press Discard.</translation>
    </message>
    <message>
        <source>You may put one hand card under your chapel (1 VP at the end): click it and press the button — or keep your cards.</source>
        <translation>You may put one hand card under your chapel (1 VP at the end): click it and press the button — or keep your cards.</translation>
    </message>
    <message>
        <source>Office building: you may swap up to {cards} from your hand — drag them onto your office building, or click them ({chosen} chosen); then press Swap. You draw as many.</source>
        <translation>Office building: you may swap up to {cards} from your hand — drag them onto your office building, or click them ({chosen} chosen); then press Swap. You draw as many.</translation>
    </message>
    <message>
        <source>Bank (once in the game): drag any number of hand cards onto your bank, or click them ({chosen} chosen); then press “{confirm}”. Each is worth 1 VP at the end — or keep the bank for a later round (“{not_now}”).</source>
        <translation>Bank (once in the game): drag any number of hand cards onto your bank, or click them ({chosen} chosen); then press “{confirm}”. Each is worth 1 VP at the end — or keep the bank for a later round (“{not_now}”).</translation>
    </message>
    <message>
        <source>Produce up to {goods}: drag the deck onto your empty production buildings, or click them ({chosen} chosen); then press Produce.</source>
        <translation>Produce up to {goods}: drag the deck onto your empty production buildings, or click them ({chosen} chosen); then press Produce.</translation>
    </message>
    <message>
        <source>Sell up to {goods}: drag goods from your buildings onto the trading house, or click the buildings ({chosen} chosen); then press Sell. Prices in cards: {prices}.</source>
        <translation>Sell up to {goods}: drag goods from your buildings onto the trading house, or click the buildings ({chosen} chosen); then press Sell. Prices in cards: {prices}.</translation>
    </message>
    <message>
        <source>Pay for the {building}: {price} in all. Paid already (there was no other choice): {paid}. Chosen: {chosen}; {cards} more. Click cards in your hand — or goods on your buildings (black market, up to {goods}).</source>
        <translation>Pay for the {building}: {price} in all. Paid already (there was no other choice): {paid}. Chosen: {chosen}; {cards} more. Click cards in your hand — or goods on your buildings (black market, up to {goods}).</translation>
    </message>
    <message>
        <source>Pay for the {building}: {cards} more — click cards in your hand.</source>
        <translation>Pay for the {building}: {cards} more — click cards in your hand.</translation>
    </message>
    <message>
        <source>Your hand is over its limit of {limit} cards as the round starts.</source>
        <translation>Your hand is over its limit of {limit} cards as the round starts.</translation>
    </message>
    <message>
        <source>Councillor: you drew {drawn} and keep {keep}. Click the cards to keep ({left} more to choose), then press Keep.</source>
        <translation>Councillor: you drew {drawn} and keep {keep}. Click the cards to keep ({left} more to choose), then press Keep.</translation>
    </message>
    <message>
        <source>Councillor: press Keep to take these cards.</source>
        <translation>Councillor: press Keep to take these cards.</translation>
    </message>
    <message>
        <source>Pay for the {building}: {price} in all. Paid already (there was no other choice): {paid}. Chosen: {chosen}; {cards} more — click cards in your hand.</source>
        <translation>Pay for the {building}: {price} in all. Paid already (there was no other choice): {paid}. Chosen: {chosen}; {cards} more — click cards in your hand.</translation>
    </message>
    <message>
        <source>Pay for the {building}: {cards} more. Click cards in your hand — or goods on your buildings (black market, up to {goods}).</source>
        <translation>Pay for the {building}: {cards} more. Click cards in your hand — or goods on your buildings (black market, up to {goods}).</translation>
    </message>
    <message>
        <source>The {building} is paid for: press Pay to build it.</source>
        <translation>The {building} is paid for: press Pay to build it.</translation>
    </message>
</context>
<context>
    <name>CardRefusals</name>
    <message>
        <source>That is allowed now.</source>
        <translation>That is allowed now.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>That is not a move of the card game.</source>
        <translation>That is not a move of the card game.</translation>
    </message>
    <message>
        <source>Not now: first {ask}.</source>
        <translation>Not now: first {ask}.</translation>
    </message>
    <message>
        <source>That role has been chosen already this round.</source>
        <translation>That role has been chosen already this round.</translation>
    </message>
    <message>
        <source>The library&apos;s question is not open now.</source>
        <translation>The library&apos;s question is not open now.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>You have that city building already: each may stand in a city only once.</source>
        <translation>You have that city building already: each may stand in a city only once.</translation>
    </message>
    <message>
        <source>You cannot pay for that building with the cards you have left.</source>
        <translation>You cannot pay for that building with the cards you have left.</translation>
    </message>
    <message>
        <source>Only a crane lets you build over one of your buildings.</source>
        <translation>Only a crane lets you build over one of your buildings.</translation>
    </message>
    <message>
        <source>The crane builds over your own buildings only.</source>
        <translation>The crane builds over your own buildings only.</translation>
    </message>
    <message>
        <source>The crane cannot replace a building with another of the same kind.</source>
        <translation>The crane cannot replace a building with another of the same kind.</translation>
    </message>
    <message>
        <source>The crane cannot build over itself.</source>
        <translation>The crane cannot build over itself.</translation>
    </message>
    <message>
        <source>That card cannot be chosen now: the cards still to choose would not add up.</source>
        <translation>That card cannot be chosen now: the cards still to choose would not add up.</translation>
    </message>
    <message>
        <source>The price must be paid in full: choose the cards to pay with.</source>
        <translation>The price must be paid in full: choose the cards to pay with.</translation>
    </message>
    <message>
        <source>No good lies on a building of that kind.</source>
        <translation>No good lies on a building of that kind.</translation>
    </message>
    <message>
        <source>The black market takes at most two goods, and only while something is left to pay.</source>
        <translation>The black market takes at most two goods, and only while something is left to pay.</translation>
    </message>
    <message>
        <source>None of your buildings of that kind is empty.</source>
        <translation>None of your buildings of that kind is empty.</translation>
    </message>
    <message>
        <source>That is not a production building.</source>
        <translation>That is not a production building.</translation>
    </message>
    <message>
        <source>That card is not among the cards you drew.</source>
        <translation>That card is not among the cards you drew.</translation>
    </message>
    <message>
        <source>You must keep as many cards as the rules give you.</source>
        <translation>You must keep as many cards as the rules give you.</translation>
    </message>
    <message>
        <source>You must discard down to the number the rules give.</source>
        <translation>You must discard down to the number the rules give.</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>You cannot pass now.</translation>
    </message>
    <message>
        <source>You have that city building already, crane or not.</source>
        <translation>You have that city building already, crane or not.</translation>
    </message>
    <message>
        <source>That card belongs to an expansion this game is played without.</source>
        <translation>That card belongs to an expansion this game is played without.</translation>
    </message>
    <message>
        <source>That building can only be built from beside the trading house, and it is no longer there.</source>
        <translation>That building can only be built from beside the trading house, and it is no longer there.</translation>
    </message>
    <message>
        <source>The office building and the bank are used only at the start of a round, by their owners in turn.</source>
        <translation>The office building and the bank are used only at the start of a round, by their owners in turn.</translation>
    </message>
    <message>
        <source>The bank is used only once per game.</source>
        <translation>The bank is used only once per game.</translation>
    </message>
    <message>
        <source>choose the cards to discard</source>
        <translation>choose the cards to discard</translation>
    </message>
    <message>
        <source>put a card under the chapel or keep your cards</source>
        <translation>put a card under the chapel or keep your cards</translation>
    </message>
    <message>
        <source>discard down to the hand limit</source>
        <translation>discard down to the hand limit</translation>
    </message>
    <message>
        <source>choose a role</source>
        <translation>choose a role</translation>
    </message>
    <message>
        <source>say whether the library works now</source>
        <translation>say whether the library works now</translation>
    </message>
    <message>
        <source>build a building or build nothing</source>
        <translation>build a building or build nothing</translation>
    </message>
    <message>
        <source>pay for the building</source>
        <translation>pay for the building</translation>
    </message>
    <message>
        <source>produce or stop</source>
        <translation>produce or stop</translation>
    </message>
    <message>
        <source>sell or stop</source>
        <translation>sell or stop</translation>
    </message>
    <message>
        <source>choose the cards to keep</source>
        <translation>choose the cards to keep</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>start a new game</translation>
    </message>
    <message>
        <source>swap cards at the office building or keep your hand</source>
        <translation>swap cards at the office building or keep your hand</translation>
    </message>
    <message>
        <source>put cards under the bank or keep them</source>
        <translation>put cards under the bank or keep them</translation>
    </message>
    <message>
        <source>answer the question open now</source>
        <translation>answer the question open now</translation>
    </message>
</context>
<context>
    <name>CardReveal</name>
    <message>
        <source>{name}&apos;s gold mine</source>
        <translation>{name}&apos;s gold mine</translation>
    </message>
    <message>
        <source>{name}&apos;s goldsmith</source>
        <translation>{name}&apos;s goldsmith</translation>
    </message>
    <message>
        <source>All costs differ: {name} keeps the cheapest card, the {card}. The others go to the discard pile.</source>
        <translation>All costs differ: {name} keeps the cheapest card, the {card}. The others go to the discard pile.</translation>
    </message>
    <message>
        <source>Two costs are equal: no gold. The cards go to the discard pile.</source>
        <translation>Two costs are equal: no gold. The cards go to the discard pile.</translation>
    </message>
    <message>
        <source>Nobody has built the {card}: {name} takes it into the hand.</source>
        <translation>Nobody has built the {card}: {name} takes it into the hand.</translation>
    </message>
    <message>
        <source>The {card} is built already: it goes to the discard pile.</source>
        <translation>The {card} is built already: it goes to the discard pile.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Click to close.</source>
        <translation>Click to close.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>CardRules</name>
    <message>
        <source>Every card is three things at once: a building when it lies face up in front of you, money while it is in your hand, and a good when it lies face down on one of your production buildings. Whoever has the most victory points when the game ends wins.</source>
        <translation>Every card is three things at once: a building when it lies face up in front of you, money while it is in your hand, and a good when it lies face down on one of your production buildings. Whoever has the most victory points when the game ends wins.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Building</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>What it does</translation>
    </message>
    <message>
        <source>These rules apply only when the expansion “{expansion}” is chosen for a new game.</source>
        <translation>These rules apply only when the expansion “{expansion}” is chosen for a new game.</translation>
    </message>
    <message>
        <source>The hand limit: 7 cards; 6 for a player without a {guard_room} while anybody has one (this program reads the card as limiting the others, not every game with the expansion); 12 with a {tower}.</source>
        <translation>The hand limit: 7 cards; 6 for a player without a {guard_room} while anybody has one (this program reads the card as limiting the others, not every game with the expansion); 12 with a {tower}.</translation>
    </message>
    <message>
        <source>The two bonus cards score on the same ladder: {ladder} VP for the first, second, third and fourth step, nothing for a fifth. The {residence} counts groups of three different buildings of one printed cost in its owner&apos;s city (production buildings, monuments and itself included; a building owned twice may serve two groups, never twice in one). The {cathedral} counts the buildings of printed cost 6 in the other players&apos; cities; it costs {cost} itself and is not one of them.</source>
        <translation>The two bonus cards score on the same ladder: {ladder} VP for the first, second, third and fourth step, nothing for a fifth. The {residence} counts groups of three different buildings of one printed cost in its owner&apos;s city (production buildings, monuments and itself included; a building owned twice may serve two groups, never twice in one). The {cathedral} counts the buildings of printed cost 6 in the other players&apos; cities; it costs {cost} itself and is not one of them.</translation>
    </message>
    <message>
        <source>{count} new city buildings are shuffled into the deck. The {cathedral} is not: it lies face up beside the trading-house tiles from the start, and whoever builds it takes it from there, in a builder phase and as his one building of that phase. The builder&apos;s privilege, the {quarry} and the {crane} lower its price as for any city building.</source>
        <translation>{count} new city buildings are shuffled into the deck. The {cathedral} is not: it lies face up beside the trading-house tiles from the start, and whoever builds it takes it from there, in a builder phase and as his one building of that phase. The builder&apos;s privilege, the {quarry} and the {crane} lower its price as for any city building.</translation>
    </message>
    <message>
        <source>When a round starts, these steps come first, each from the governor on:</source>
        <translation>When a round starts, these steps come first, each from the governor on:</translation>
    </message>
    <message>
        <source>Whoever owns an {office_building} may swap one or two hand cards.</source>
        <translation>Whoever owns an {office_building} may swap one or two hand cards.</translation>
    </message>
    <message>
        <source>{chapel} and {bank}: cards may be slipped under them (under the bank only once in the game).</source>
        <translation>{chapel} and {bank}: cards may be slipped under them (under the bank only once in the game).</translation>
    </message>
    <message>
        <source>Each player starts with an Indigo Plant in the city and four cards in the hand. With the variant set-up the governor gets five cards instead, the next player six, then seven and eight; each keeps four of them and discards the rest.</source>
        <translation>Each player starts with an Indigo Plant in the city and four cards in the hand. With the variant set-up the governor gets five cards instead, the next player six, then seven and eight; each keeps four of them and discards the rest.</translation>
    </message>
    <message>
        <source>In a round the governor chooses one of the five roles first, then each other player in turn one of those still left (with two players the governor chooses a third one at the end). Everybody acts in the role&apos;s phase, starting with its chooser; only the chooser enjoys its privilege. Then the governor card moves on.</source>
        <translation>In a round the governor chooses one of the five roles first, then each other player in turn one of those still left (with two players the governor chooses a third one at the end). Everybody acts in the role&apos;s phase, starting with its chooser; only the chooser enjoys its privilege. Then the governor card moves on.</translation>
    </message>
    <message>
        <source>At the start of each round the chapels&apos; owners may first tuck a card under them; then nobody may hold more than seven cards (twelve with a tower): the rest are discarded.</source>
        <translation>At the start of each round the chapels&apos; owners may first tuck a card under them; then nobody may hold more than seven cards (twelve with a tower): the rest are discarded.</translation>
    </message>
    <message>
        <source>To build, lay a card from your hand in your city and pay its cost with other hand cards, which go to the discard pile. Each city building may stand only once in a city; production buildings as often as you like. A new city building works from the end of the builder phase in which it was built.</source>
        <translation>To build, lay a card from your hand in your city and pay its cost with other hand cards, which go to the discard pile. Each city building may stand only once in a city; production buildings as often as you like. A new city building works from the end of the builder phase in which it was built.</translation>
    </message>
    <message>
        <source>The game ends after the builder phase in which somebody builds a twelfth building. Then everybody counts the points printed on the buildings, one point per card under the chapel, and the bonuses of the great buildings (guild hall, city hall, triumphal arch, palace). Equal points: more cards in the hand and goods win.</source>
        <translation>The game ends after the builder phase in which somebody builds a twelfth building. Then everybody counts the points printed on the buildings, one point per card under the chapel, and the bonuses of the great buildings (guild hall, city hall, triumphal arch, palace). Equal points: more cards in the hand and goods win.</translation>
    </message>
    <message>
        <source>Choose a role by clicking its card, or drag it down to your city.</source>
        <translation>Choose a role by clicking its card, or drag it down to your city.</translation>
    </message>
    <message>
        <source>Build by dragging a card from your hand onto the free place of your city (onto a building of yours to build over it with a crane), or click the card and then the place; a double-click builds at once.</source>
        <translation>Build by dragging a card from your hand onto the free place of your city (onto a building of yours to build over it with a crane), or click the card and then the place; a double-click builds at once.</translation>
    </message>
    <message>
        <source>Pay, discard and keep by clicking the cards (a click again puts one back); the prompt counts down what is still to choose, and the green button confirms.</source>
        <translation>Pay, discard and keep by clicking the cards (a click again puts one back); the prompt counts down what is still to choose, and the green button confirms.</translation>
    </message>
    <message>
        <source>Produce by dragging the deck onto an empty production building, sell by dragging a good onto the trading house — or click the buildings — then confirm.</source>
        <translation>Produce by dragging the deck onto an empty production building, sell by dragging a good onto the trading house — or click the buildings — then confirm.</translation>
    </message>
    <message>
        <source>Several people at one screen: between their turns a hand-over screen hides the table, so nobody sees another person&apos;s hand.</source>
        <translation>Several people at one screen: between their turns a hand-over screen hides the table, so nobody sees another person&apos;s hand.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move along a row of cards, Space picks a card up or chooses it, Enter puts it down or does what a double-click does, Shift+F1 explains the card. Tab goes to the next row, F6 to the next area (the bar at the top, your hand, the roles, your city, each other city, the log), Shift+F6 back.</source>
        <translation>With the keyboard: the arrow keys move along a row of cards, Space picks a card up or chooses it, Enter puts it down or does what a double-click does, Shift+F1 explains the card. Tab goes to the next row, F6 to the next area (the bar at the top, your hand, the roles, your city, each other city, the log), Shift+F6 back.</translation>
    </message>
    <message>
        <source>The card game: goal and set-up</source>
        <translation>The card game: goal and set-up</translation>
    </message>
    <message>
        <source>A round and the five roles</source>
        <translation>A round and the five roles</translation>
    </message>
    <message>
        <source>Building and paying</source>
        <translation>Building and paying</translation>
    </message>
    <message>
        <source>The buildings</source>
        <translation>The buildings</translation>
    </message>
    <message>
        <source>The end and the scores</source>
        <translation>The end and the scores</translation>
    </message>
    <message>
        <source>Playing on this table</source>
        <translation>Playing on this table</translation>
    </message>
    <message>
        <source>Expansion: The New Buildings</source>
        <translation>Expansion: The New Buildings</translation>
    </message>
</context>
<context>
    <name>CardScores</name>
    <message>
        <source>Buildings</source>
        <translation>Buildings</translation>
    </message>
    <message>
        <source>Chapel (cards under it)</source>
        <translation>Chapel (cards under it)</translation>
    </message>
    <message>
        <source>Bank (cards under it)</source>
        <translation>Bank (cards under it)</translation>
    </message>
    <message>
        <source>Harbor (cards under it)</source>
        <translation>Harbor (cards under it)</translation>
    </message>
    <message>
        <source>Guild hall bonus</source>
        <translation>Guild hall bonus</translation>
    </message>
    <message>
        <source>City hall bonus</source>
        <translation>City hall bonus</translation>
    </message>
    <message>
        <source>Triumphal arch bonus</source>
        <translation>Triumphal arch bonus</translation>
    </message>
    <message>
        <source>Residence bonus</source>
        <translation>Residence bonus</translation>
    </message>
    <message>
        <source>Cathedral bonus</source>
        <translation>Cathedral bonus</translation>
    </message>
    <message>
        <source>Palace bonus</source>
        <translation>Palace bonus</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Tie-break: cards in the hand + goods</source>
        <translation>Tie-break: cards in the hand + goods</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>The scores so far (if the game ended now)</source>
        <translation>The scores so far (if the game ended now)</translation>
    </message>
    <message>
        <source>Equal totals: more cards in the hand and goods win.</source>
        <translation>Equal totals: more cards in the hand and goods win.</translation>
    </message>
    <message>
        <source>The palace adds one VP for every four of all the others.</source>
        <translation>The palace adds one VP for every four of all the others.</translation>
    </message>
    <message>
        <source>Victory points by round</source>
        <translation>Victory points by round</translation>
    </message>
    <message>
        <source>Cards in the hand by round</source>
        <translation>Cards in the hand by round</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>A good lies on that building already.</source>
        <translation>A good lies on that building already.</translation>
    </message>
    <message>
        <source>No good lies on that building.</source>
        <translation>No good lies on that building.</translation>
    </message>
    <message>
        <source>Nothing is to be chosen now.</source>
        <translation>Nothing is to be chosen now.</translation>
    </message>
    <message>
        <source>That cannot be chosen for this decision.</source>
        <translation>That cannot be chosen for this decision.</translation>
    </message>
    <message>
        <source>You have chosen enough: press the green button, or click a card again to put it back.</source>
        <translation>You have chosen enough: press the green button, or click a card again to put it back.</translation>
    </message>
    <message>
        <source>Choose {cards} more first.</source>
        <translation>Choose {cards} more first.</translation>
    </message>
    <message>
        <source>new</source>
        <translation>new</translation>
    </message>
    <message>
        <source>costs you {cards}</source>
        <translation>costs you {cards}</translation>
    </message>
    <message>
        <source>Drag the {card} onto your {building} to build it over that ({cards}).</source>
        <translation>Drag the {card} onto your {building} to build it over that ({cards}).</translation>
    </message>
    <message>
        <source>That does not go there.</source>
        <translation>That does not go there.</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Pay</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produce</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Sell</translation>
    </message>
    <message>
        <source>Put under the chapel</source>
        <translation>Put under the chapel</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Put under the bank</source>
        <translation>Put under the bank</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Keep my hand</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <source>Use the library now</source>
        <translation>Use the library now</translation>
    </message>
    <message>
        <source>Keep it for my next role</source>
        <translation>Keep it for my next role</translation>
    </message>
    <message>
        <source>Build nothing</source>
        <translation>Build nothing</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>Keep my cards</translation>
    </message>
    <message>
        <source>Another building</source>
        <translation>Another building</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Start over</translation>
    </message>
    <message>
        <source>Produce nothing</source>
        <translation>Produce nothing</translation>
    </message>
    <message>
        <source>Sell nothing</source>
        <translation>Sell nothing</translation>
    </message>
    <message>
        <source>Build here</source>
        <translation>Build here</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (you)</translation>
    </message>
    <message>
        <source>{name}: city</source>
        <translation>{name}: city</translation>
    </message>
    <message>
        <source>{built}/{goal}</source>
        <translation>{built}/{goal}</translation>
    </message>
    <message>
        <source>Buildings: {built}. The game ends after the builder phase in which a city reaches {goal}.</source>
        <translation>Buildings: {built}. The game ends after the builder phase in which a city reaches {goal}.</translation>
    </message>
    <message>
        <source>Cards in the hand: {count}</source>
        <translation>Cards in the hand: {count}</translation>
    </message>
    <message>
        <source>Victory points so far: {vp}</source>
        <translation>Victory points so far: {vp}</translation>
    </message>
    <message>
        <source>Deck and discard pile</source>
        <translation>Deck and discard pile</translation>
    </message>
    <message>
        <source>Your hand ({cards})</source>
        <translation>Your hand ({cards})</translation>
    </message>
    <message>
        <source>green coin: what the building costs you</source>
        <translation>green coin: what the building costs you</translation>
    </message>
    <message>
        <source>No cards in your hand.</source>
        <translation>No cards in your hand.</translation>
    </message>
    <message>
        <source>No cards in your hand. The {councillor}, the {prospector} and the goods you sell bring new ones.</source>
        <translation>No cards in your hand. The {councillor}, the {prospector} and the goods you sell bring new ones.</translation>
    </message>
    <message>
        <source>The cards you drew ({role})</source>
        <translation>The cards you drew ({role})</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Your turn, {player}</source>
        <translation>Your turn, {player}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>Show the scores</source>
        <translation>Show the scores</translation>
    </message>
</context>
<context>
    <name>CardTips</name>
    <message>
        <source>A production building. When the producer is chosen, a card from the deck may be laid on it face down: a good of {good}. A trader sells goods for cards.</source>
        <translation>A production building. When the producer is chosen, a card from the deck may be laid on it face down: a good of {good}. A trader sells goods for cards.</translation>
    </message>
    <message>
        <source>Each production building you build costs you one card less.</source>
        <translation>Each production building you build costs you one card less.</translation>
    </message>
    <message>
        <source>When you build, up to two of your goods may pay instead of hand cards.</source>
        <translation>When you build, up to two of your goods may pay instead of hand cards.</translation>
    </message>
    <message>
        <source>When a trader is chosen, you may sell one good more.</source>
        <translation>When a trader is chosen, you may sell one good more.</translation>
    </message>
    <message>
        <source>When you produce two goods or more at once, you draw a card.</source>
        <translation>When you produce two goods or more at once, you draw a card.</translation>
    </message>
    <message>
        <source>When you sell two goods or more at once, you draw a card.</source>
        <translation>When you sell two goods or more at once, you draw a card.</translation>
    </message>
    <message>
        <source>You may build on top of one of your buildings: the old one leaves the game and its cost is taken off the new one&apos;s price (nothing is paid back if it cost more). Not over the crane or a building of the same name; the old one no longer helps pay, and your city does not grow by one. A good on the old building goes to the discard pile; the cards under an old chapel go on counting.</source>
        <translation>You may build on top of one of your buildings: the old one leaves the game and its cost is taken off the new one&apos;s price (nothing is paid back if it cost more). Not over the crane or a building of the same name; the old one no longer helps pay, and your city does not grow by one. A good on the old building goes to the discard pile; the cards under an old chapel go on counting.</translation>
    </message>
    <message>
        <source>At the start of every round you may slip one hand card under the chapel; each card there is worth 1 VP at the end.</source>
        <translation>At the start of every round you may slip one hand card under the chapel; each card there is worth 1 VP at the end.</translation>
    </message>
    <message>
        <source>At the start of a round you may hold up to {limit} cards instead of {base}.</source>
        <translation>At the start of a round you may hold up to {limit} cards instead of {base}.</translation>
    </message>
    <message>
        <source>When a producer is chosen, you may produce one good more.</source>
        <translation>When a producer is chosen, you may produce one good more.</translation>
    </message>
    <message>
        <source>When you sell at least one good, you draw one card more.</source>
        <translation>When you sell at least one good, you draw one card more.</translation>
    </message>
    <message>
        <source>Each city building you build costs you one card less.</source>
        <translation>Each city building you build costs you one card less.</translation>
    </message>
    <message>
        <source>A monument: it is worth its victory points and does nothing else.</source>
        <translation>A monument: it is worth its victory points and does nothing else.</translation>
    </message>
    <message>
        <source>At the end: 1 VP for each of your production buildings, and 1 more for each different kind among them.</source>
        <translation>At the end: 1 VP for each of your production buildings, and 1 more for each different kind among them.</translation>
    </message>
    <message>
        <source>At the end: 1 VP for each city building in your city, this one included.</source>
        <translation>At the end: 1 VP for each city building in your city, this one included.</translation>
    </message>
    <message>
        <source>At the end: 4, 6 or 8 VP for one, two or three different monuments.</source>
        <translation>At the end: 4, 6 or 8 VP for one, two or three different monuments.</translation>
    </message>
    <message>
        <source>At the end: one more VP for every 4 VP you have, everything counted.</source>
        <translation>At the end: one more VP for every 4 VP you have, everything counted.</translation>
    </message>
    <message>
        <source>Production building</source>
        <translation>Production building</translation>
    </message>
    <message>
        <source>City building</source>
        <translation>City building</translation>
    </message>
    <message>
        <source>Monument</source>
        <translation>Monument</translation>
    </message>
    <message>
        <source>Great building (bonus at the end)</source>
        <translation>Great building (bonus at the end)</translation>
    </message>
    <message>
        <source>Everybody may build one building from the hand, paying its cost with other hand cards. Privilege: the builder pays one card less.</source>
        <translation>Everybody may build one building from the hand, paying its cost with other hand cards. Privilege: the builder pays one card less.</translation>
    </message>
    <message>
        <source>Everybody may lay a card from the deck face down on one empty production building. Privilege: the producer may fill one building more.</source>
        <translation>Everybody may lay a card from the deck face down on one empty production building. Privilege: the producer may fill one building more.</translation>
    </message>
    <message>
        <source>A trading-house tile is turned up; everybody may sell one good for cards at its prices. Privilege: the trader may sell one good more.</source>
        <translation>A trading-house tile is turned up; everybody may sell one good for cards at its prices. Privilege: the trader may sell one good more.</translation>
    </message>
    <message>
        <source>A good lies face down on the {card}: nobody knows the card. Sold in a trader phase, it brings its owner {cards}.</source>
        <translation>A good lies face down on the {card}: nobody knows the card. Sold in a trader phase, it brings its owner {cards}.</translation>
    </message>
    <message>
        <source>Built over your {building}, it costs you {cards} now.</source>
        <translation>Built over your {building}, it costs you {cards} now.</translation>
    </message>
    <message>
        <source>Whenever anyone chooses the prospector, four cards are turned up for you: if their costs all differ, you take the cheapest and discard the others; if two costs are equal, you get nothing and all four are discarded.</source>
        <translation>Whenever anyone chooses the prospector, four cards are turned up for you: if their costs all differ, you take the cheapest and discard the others; if two costs are equal, you get nothing and all four are discarded.</translation>
    </message>
    <message>
        <source>In every councillor phase, whoever chose the role, you take all the cards you draw into your hand, then discard as many as you would otherwise have thrown away, chosen from your whole hand.</source>
        <translation>In every councillor phase, whoever chose the role, you take all the cards you draw into your hand, then discard as many as you would otherwise have thrown away, chosen from your whole hand.</translation>
    </message>
    <message>
        <source>After you build, you draw a card if you hold no more than one (counted after the carpenter&apos;s card).</source>
        <translation>After you build, you draw a card if you hold no more than one (counted after the carpenter&apos;s card).</translation>
    </message>
    <message>
        <source>Each time you build a city building after this one, you draw a card afterwards.</source>
        <translation>Each time you build a city building after this one, you draw a card afterwards.</translation>
    </message>
    <message>
        <source>In every councillor phase, whoever chose the role, you keep one card more.</source>
        <translation>In every councillor phase, whoever chose the role, you keep one card more.</translation>
    </message>
    <message>
        <source>The privilege of every role you choose counts twice (as councillor you draw eight). With two players it works once per round.</source>
        <translation>The privilege of every role you choose counts twice (as councillor you draw eight). With two players it works once per round.</translation>
    </message>
    <message>
        <source>* Not printed in the 2018 rulebook: the value this program assumes (from the 2009 version of the expansion, or the base deck&apos;s pattern).</source>
        <translation>* Not printed in the 2018 rulebook: the value this program assumes (from the 2009 version of the expansion, or the base deck&apos;s pattern).</translation>
    </message>
    <message>
        <source>Everybody draws two cards and keeps one of them. Privilege: the councillor draws three more, five in all.</source>
        <translation>Everybody draws two cards and keeps one of them. Privilege: the councillor draws three more, five in all.</translation>
    </message>
    <message>
        <source>Only the prospector draws a card (and every gold mine looks for gold). Nobody else acts.</source>
        <translation>Only the prospector draws a card (and every gold mine looks for gold). Nobody else acts.</translation>
    </message>
    <message>
        <source>Only the prospector draws a card (and every gold mine looks for gold, every goldsmith turns up a card). Nobody else acts.</source>
        <translation>Only the prospector draws a card (and every gold mine looks for gold, every goldsmith turns up a card). Nobody else acts.</translation>
    </message>
    <message>
        <source>The deck: {count}. Cards are drawn from it; when it runs out, the discard pile is shuffled to make a new one.</source>
        <translation>The deck: {count}. Cards are drawn from it; when it runs out, the discard pile is shuffled to make a new one.</translation>
    </message>
    <message>
        <source>The discard pile: {count}, face down. Cards paid, discarded and goods sold go here.</source>
        <translation>The discard pile: {count}, face down. Cards paid, discarded and goods sold go here.</translation>
    </message>
    <message>
        <source>The trading house: each trader turns up the next tile, which says how many cards a good of each kind brings.</source>
        <translation>The trading house: each trader turns up the next tile, which says how many cards a good of each kind brings.</translation>
    </message>
    <message>
        <source>The governor chooses the first role of the round; the card moves on each round.</source>
        <translation>The governor chooses the first role of the round; the card moves on each round.</translation>
    </message>
    <message>
        <source>Your hand: cards to build, and the money to pay with. Only you see them.</source>
        <translation>Your hand: cards to build, and the money to pay with. Only you see them.</translation>
    </message>
    <message>
        <source>A good of {good}, lying face down on the {card}: sell it as trader.</source>
        <translation>A good of {good}, lying face down on the {card}: sell it as trader.</translation>
    </message>
    <message>
        <source>Built since your last move (the star on the card says so).</source>
        <translation>Built since your last move (the star on the card says so).</translation>
    </message>
    <message>
        <source>Built since the position shown before (the star on the card says so).</source>
        <translation>Built since the position shown before (the star on the card says so).</translation>
    </message>
    <message>
        <source>Cards under the chapel: {count}, 1 VP each at the end.</source>
        <translation>Cards under the chapel: {count}, 1 VP each at the end.</translation>
    </message>
    <message>
        <source>Cards under the bank: {count}, 1 VP each at the end.</source>
        <translation>Cards under the bank: {count}, 1 VP each at the end.</translation>
    </message>
    <message>
        <source>You put these under it: {cards}.</source>
        <translation>You put these under it: {cards}.</translation>
    </message>
    <message>
        <source>Cards under the harbor: {count}, face down, 1 VP each at the end; nobody knows them.</source>
        <translation>Cards under the harbor: {count}, face down, 1 VP each at the end; nobody knows them.</translation>
    </message>
    <message>
        <source>VP: see below</source>
        <translation>VP: see below</translation>
    </message>
    <message>
        <source>Cost {cost} · {vp}</source>
        <translation>Cost {cost} · {vp}</translation>
    </message>
    <message>
        <source>Building it costs you {cards} now.</source>
        <translation>Building it costs you {cards} now.</translation>
    </message>
    <message>
        <source>At the start of each round you may swap one or two hand cards: put them on the discard pile and draw as many from the deck.</source>
        <translation>At the start of each round you may swap one or two hand cards: put them on the discard pile and draw as many from the deck.</translation>
    </message>
    <message>
        <source>While a guard room stands in any city, every player without one may keep only 6 cards when a round starts; its owner keeps 7 (a tower still allows 12).</source>
        <translation>While a guard room stands in any city, every player without one may keep only 6 cards when a round starts; its owner keeps 7 (a tower still allows 12).</translation>
    </message>
    <message>
        <source>After a trader phase in which nobody sold a single good, you draw a card.</source>
        <translation>After a trader phase in which nobody sold a single good, you draw a card.</translation>
    </message>
    <message>
        <source>After each builder phase you draw a card if you have the fewest buildings: nobody has fewer and at least one player has more.</source>
        <translation>After each builder phase you draw a card if you have the fewest buildings: nobody has fewer and at least one player has more.</translation>
    </message>
    <message>
        <source>If your crane builds over this park, it takes up to 6 cards off the new building&apos;s price instead of up to 3.</source>
        <translation>If your crane builds over this park, it takes up to 6 cards off the new building&apos;s price instead of up to 3.</translation>
    </message>
    <message>
        <source>When a councillor phase begins, the top card of the deck is laid unseen on your customs office as a good (if none lies there yet). Sold in a trader phase it brings 2 cards, whatever the tile says; otherwise it counts as a good like any other.</source>
        <translation>When a councillor phase begins, the top card of the deck is laid unseen on your customs office as a good (if none lies there yet). Sold in a trader phase it brings 2 cards, whatever the tile says; otherwise it counts as a good like any other.</translation>
    </message>
    <message>
        <source>Once in the whole game, at the start of a round before the hand limit is checked, you may slip as many hand cards as you like under the bank; each is worth 1 VP at the end.</source>
        <translation>Once in the whole game, at the start of a round before the hand limit is checked, you may slip as many hand cards as you like under the bank; each is worth 1 VP at the end.</translation>
    </message>
    <message>
        <source>Each time you sell goods in a trader phase, one of the sold cards goes face down under the harbor instead of onto the discard pile; each is worth 1 VP at the end.</source>
        <translation>Each time you sell goods in a trader phase, one of the sold cards goes face down under the harbor instead of onto the discard pile; each is worth 1 VP at the end.</translation>
    </message>
    <message>
        <source>In every prospector phase the top card of the deck is shown to everybody: if no player has built that building yet, it goes into your hand, otherwise onto the discard pile.</source>
        <translation>In every prospector phase the top card of the deck is shown to everybody: if no player has built that building yet, it goes into your hand, otherwise onto the discard pile.</translation>
    </message>
    <message>
        <source>At the end: bonus VP for each group of three different buildings of the same cost in your city, {ladder} VP for the first, second, third and fourth group, nothing after that. A building you own twice may be in two groups.</source>
        <translation>At the end: bonus VP for each group of three different buildings of the same cost in your city, {ladder} VP for the first, second, third and fourth group, nothing after that. A building you own twice may be in two groups.</translation>
    </message>
    <message>
        <source>Lies face up beside the trading house; in a builder phase anybody may build it from there as his building. At the end: {ladder} VP for the first, second, third and fourth 6-cost building in the other players&apos; cities, nothing after that.</source>
        <translation>Lies face up beside the trading house; in a builder phase anybody may build it from there as his building. At the end: {ladder} VP for the first, second, third and fourth 6-cost building in the other players&apos; cities, nothing after that.</translation>
    </message>
    <message>
        <source>With the new buildings: the {cathedral} beside the trading house may be built too, and after the phase the owner of a {tavern} draws a card if he has the fewest buildings.</source>
        <translation>With the new buildings: the {cathedral} beside the trading house may be built too, and after the phase the owner of a {tavern} draws a card if he has the fewest buildings.</translation>
    </message>
    <message>
        <source>With the new buildings: the good on a {customs_office} sells for 2 cards, a {harbor} keeps one card of its owner&apos;s sale as 1 VP, and if nobody sold anything, the owner of each {hut} draws a card.</source>
        <translation>With the new buildings: the good on a {customs_office} sells for 2 cards, a {harbor} keeps one card of its owner&apos;s sale as 1 VP, and if nobody sold anything, the owner of each {hut} draws a card.</translation>
    </message>
    <message>
        <source>With the new buildings: first every empty {customs_office} gets a good, unseen, from the deck.</source>
        <translation>With the new buildings: first every empty {customs_office} gets a good, unseen, from the deck.</translation>
    </message>
    <message>
        <source>Lies face up beside the trading house until somebody builds it; it is never in a hand.</source>
        <translation>Lies face up beside the trading house until somebody builds it; it is never in a hand.</translation>
    </message>
</context>
<context>
    <name>CardTutorial</name>
    <message>
        <source>Welcome to {game}</source>
        <translation>Welcome to {game}</translation>
    </message>
    <message>
        <source>{round} begins</source>
        <translation>{round} begins</translation>
    </message>
    <message>
        <source>You have met all five roles</source>
        <translation>You have met all five roles</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>In turn, beginning with the chooser, everybody may build one building: lay a card from your hand into your city and pay its cost with other hand cards, which go to the discard pile. The {builder} pays one card less. Production buildings may appear more than once in a city, each violet building only once. In your turn the green coin on a card says what the building costs you.</source>
        <translation>In turn, beginning with the chooser, everybody may build one building: lay a card from your hand into your city and pay its cost with other hand cards, which go to the discard pile. The {builder} pays one card less. Production buildings may appear more than once in a city, each violet building only once. In your turn the green coin on a card says what the building costs you.</translation>
    </message>
    <message>
        <source>Everybody puts the top card of the deck, face down, on one empty production building of their city: that card is now a good. The {producer} may fill one more building. A building that still holds a good produces nothing.</source>
        <translation>Everybody puts the top card of the deck, face down, on one empty production building of their city: that card is now a good. The {producer} may fill one more building. A building that still holds a good produces nothing.</translation>
    </message>
    <message>
        <source>Everybody may sell one good, the {trader} one more. A sold good goes to the discard pile, and its seller draws new cards as payment: the tile turned up in the trading house for this phase shows how many cards each good brings; the dearer goods bring more.</source>
        <translation>Everybody may sell one good, the {trader} one more. A sold good goes to the discard pile, and its seller draws new cards as payment: the tile turned up in the trading house for this phase shows how many cards each good brings; the dearer goods bring more.</translation>
    </message>
    <message>
        <source>Only the {prospector} gains something: one card from the deck. The others get nothing, unless they own a {gold_mine}. Take it when no other role is of much use to you.</source>
        <translation>Only the {prospector} gains something: one card from the deck. The others get nothing, unless they own a {gold_mine}. Take it when no other role is of much use to you.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto your outlined city to build it; you pay for it in the next step. Or press “{build_nothing}” to keep your cards.</source>
        <translation>Drag a card from your hand onto your outlined city to build it; you pay for it in the next step. Or press “{build_nothing}” to keep your cards.</translation>
    </message>
    <message>
        <source>Pay for the building: click the cards in your hand you can spare most, as many as the line at the top asks, then press “{pay}”. They go to the discard pile.</source>
        <translation>Pay for the building: click the cards in your hand you can spare most, as many as the line at the top asks, then press “{pay}”. They go to the discard pile.</translation>
    </message>
    <message>
        <source>Click the empty production buildings of your city that are to get a good (or drag the deck onto them), then press “{produce}”.</source>
        <translation>Click the empty production buildings of your city that are to get a good (or drag the deck onto them), then press “{produce}”.</translation>
    </message>
    <message>
        <source>Click a good lying on one of your buildings (or drag it onto the trading house), then press “{sell}”. The line at the top says what each good brings.</source>
        <translation>Click a good lying on one of your buildings (or drag it onto the trading house), then press “{sell}”. The line at the top says what each good brings.</translation>
    </message>
    <message>
        <source>Click the card you want to keep among the ones you drew, then press “{keep}”. The others go to the discard pile.</source>
        <translation>Click the card you want to keep among the ones you drew, then press “{keep}”. The others go to the discard pile.</translation>
    </message>
    <message>
        <source>A star on the others&apos; buildings marks what they built since your last move.</source>
        <translation>A star on the others&apos; buildings marks what they built since your last move.</translation>
    </message>
    <message>
        <source>Everybody draws two cards, keeps one of them and discards the other. The {councillor} draws five cards instead of two and still keeps one: a good way to look for the building you need.</source>
        <translation>Everybody draws two cards, keeps one of them and discards the other. The {councillor} draws five cards instead of two and still keeps one: a good way to look for the building you need.</translation>
    </message>
    <message>
        <source>Every card plays three parts: a building for your city, money (you pay for a building with other cards from your hand) and, lying face down on a production building, a good. Your opponents are two computer players, beginners too. Each round every player chooses one of the five roles; everybody then plays it in turn, and its chooser gets a privilege. When somebody has 12 buildings, the game ends with that {builder} phase; the most victory points win.</source>
        <translation>Every card plays three parts: a building for your city, money (you pay for a building with other cards from your hand) and, lying face down on a production building, a good. Your opponents are two computer players, beginners too. Each round every player chooses one of the five roles; everybody then plays it in turn, and its chooser gets a privilege. When somebody has 12 buildings, the game ends with that {builder} phase; the most victory points win.</translation>
    </message>
    <message>
        <source>The {governor} card has moved on to the next player, who chooses the first role now. Before the roles are chosen, whoever owns a {chapel} may put one hand card face down under it (one victory point each at the end). Then everybody who holds more than seven cards discards down to seven: keep that in mind when you collect cards.</source>
        <translation>The {governor} card has moved on to the next player, who chooses the first role now. Before the roles are chosen, whoever owns a {chapel} may put one hand card face down under it (one victory point each at the end). Then everybody who holds more than seven cards discards down to seven: keep that in mind when you collect cards.</translation>
    </message>
    <message>
        <source>From now on the tutorial only tells you what to do; the choices are yours. Choose the role that helps you more than the others: the {councillor} when you look for a particular building, the {producer} and the {trader} when your production buildings can earn you cards, the {builder} when your hand can pay for a good building.</source>
        <translation>From now on the tutorial only tells you what to do; the choices are yours. Choose the role that helps you more than the others: the {councillor} when you look for a particular building, the {producer} and the {trader} when your production buildings can earn you cards, the {builder} when your hand can pay for a good building.</translation>
    </message>
    <message>
        <source>The score sheet shows where everybody&apos;s victory points came from: the points printed on the buildings, one point for each card under a {chapel}, and the bonuses of the buildings that cost 6. The {guild_hall} gives one point for each production building and one more for each different kind of them, the {city_hall} one point for each violet building, the {triumphal_arch} 4, 6 or 8 points for one, two or three different monuments, and the {palace} a quarter of all the other points. For your next game, choose New game in the File menu.</source>
        <translation>The score sheet shows where everybody&apos;s victory points came from: the points printed on the buildings, one point for each card under a {chapel}, and the bonuses of the buildings that cost 6. The {guild_hall} gives one point for each production building and one more for each different kind of them, the {city_hall} one point for each violet building, the {triumphal_arch} 4, 6 or 8 points for one, two or three different monuments, and the {palace} a quarter of all the other points. For your next game, choose New game in the File menu.</translation>
    </message>
    <message>
        <source>Your {archive} put all the cards you drew into your hand: click the cards you can spare most, as many as the line at the top asks, then press “{discard_button}”.</source>
        <translation>Your {archive} put all the cards you drew into your hand: click the cards you can spare most, as many as the line at the top asks, then press “{discard_button}”.</translation>
    </message>
    <message>
        <source>You hold more than seven cards: click the ones you can spare most, as many as the line at the top asks, then press “{discard_button}”.</source>
        <translation>You hold more than seven cards: click the ones you can spare most, as many as the line at the top asks, then press “{discard_button}”.</translation>
    </message>
    <message>
        <source>Your {chapel} may take one card: click the hand card you can spare most and press “{tuck}”; it is worth one victory point at the end. Or press “{keep_cards}”.</source>
        <translation>Your {chapel} may take one card: click the hand card you can spare most and press “{tuck}”; it is worth one victory point at the end. Or press “{keep_cards}”.</translation>
    </message>
</context>
<context>
    <name>Draft</name>
    <message>
        <source>Chosen, it comes onto the board with its twin.</source>
        <translation>Chosen, it comes onto the board with its twin.</translation>
    </message>
    <message>
        <source>Cost {cost}</source>
        <translation>Cost {cost}</translation>
    </message>
    <message>
        <source>A free space for a building that costs {cost}: drag one of that cost here.</source>
        <translation>A free space for a building that costs {cost}: drag one of that cost here.</translation>
    </message>
    <message>
        <source>That space is taken: put the {building} on a free space that costs {cost}.</source>
        <translation>That space is taken: put the {building} on a free space that costs {cost}.</translation>
    </message>
    <message>
        <source>That space is for a building that costs {space}; the {building} costs {cost}.</source>
        <translation>That space is for a building that costs {space}; the {building} costs {cost}.</translation>
    </message>
    <message>
        <source>Buildings to choose from</source>
        <translation>Buildings to choose from</translation>
    </message>
    <message>
        <source>The base game&apos;s and the expansion&apos;s buildings that a free space of their cost can still take. Drag one onto the board, or double-click it.</source>
        <translation>The base game&apos;s and the expansion&apos;s buildings that a free space of their cost can still take. Drag one onto the board, or double-click it.</translation>
    </message>
    <message>
        <source>The board: {filled} of {spaces} spaces taken</source>
        <translation>The board: {filled} of {spaces} spaces taken</translation>
    </message>
    <message>
        <source>The board&apos;s spaces for the buildings that produce nothing, by cost. The production buildings are on the board from the start.</source>
        <translation>The board&apos;s spaces for the buildings that produce nothing, by cost. The production buildings are on the board from the start.</translation>
    </message>
    <message>
        <source>Order: {players}</source>
        <translation>Order: {players}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Board game</source>
        <translation>Board game</translation>
    </message>
    <message>
        <source>Card game</source>
        <translation>Card game</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation>&amp;Recent games</translation>
    </message>
    <message>
        <source>The last game could not be restored</source>
        <translation>The last game could not be restored</translation>
    </message>
    <message>
        <source>{reason}

The file was kept as {file}.</source>
        <translation>{reason}

The file was kept as {file}.</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>Continue?</translation>
    </message>
    <message>
        <source>Continue the unfinished game ({players})?</source>
        <translation>Continue the unfinished game ({players})?</translation>
    </message>
    <message>
        <source>If not, you can still find it under File › Recent games › Unfinished games.</source>
        <translation>If not, you can still find it under File › Recent games › Unfinished games.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: {reason}</source>
        <translation>The unfinished game could not be kept: {reason}</translation>
    </message>
    <message>
        <source>Save the game in progress?</source>
        <translation>Save the game in progress?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved.</source>
        <translation>The game in progress has not been saved.</translation>
    </message>
    <message>
        <source>Save it to a file of your own? If not, you can still find it under File › Recent games › Unfinished games.</source>
        <translation>Save it to a file of your own? If not, you can still find it under File › Recent games › Unfinished games.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Saved games (*.json)</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>This game cannot be opened</translation>
    </message>
    <message>
        <source>Play on from an earlier position?</source>
        <translation>Play on from an earlier position?</translation>
    </message>
    <message>
        <source>The saved game contains a move the rules do not allow (move {number}) — perhaps it was saved by an earlier version whose rules have been corrected since.

Play on from the position before that move? The file is not changed.</source>
        <translation>The saved game contains a move the rules do not allow (move {number}) — perhaps it was saved by an earlier version whose rules have been corrected since.

Play on from the position before that move? The file is not changed.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Unfinished games</translation>
    </message>
    <message>
        <source>{game}: {players} – {when}</source>
        <translation>{game}: {players} – {when}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Replace the file?</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} already exists. Replace it?</translation>
    </message>
    <message>
        <source>The game could not be saved automatically: closing now loses it.</source>
        <translation>The game could not be saved automatically: closing now loses it.</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>The game could not be saved</translation>
    </message>
    <message>
        <source>Saved: {file}</source>
        <translation>Saved: {file}</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>{name}: {colonists} placed</source>
        <translation>{name}: {colonists} placed</translation>
    </message>
    <message>
        <source>New game: {players} players, seed {seed}.</source>
        <translation>New game: {players} players, seed {seed}.</translation>
    </message>
    <message>
        <source>Game loaded: {file}</source>
        <translation>Game loaded: {file}</translation>
    </message>
    <message>
        <source>This version does not know the computer level {levels}: Normal plays it.</source>
        <translation>This version does not know the computer level {levels}: Normal plays it.</translation>
    </message>
    <message>
        <source>Taken back: {move}</source>
        <translation>Taken back: {move}</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Move taken back.</translation>
    </message>
    <message>
        <source>No game is running: start one with File › New game…</source>
        <translation>No game is running: start one with File › New game…</translation>
    </message>
    <message>
        <source>{name} (computer) made an error; a random move is played instead.</source>
        <translation>{name} (computer) made an error; a random move is played instead.</translation>
    </message>
    <message>
        <source>The unfinished game goes on.</source>
        <translation>The unfinished game goes on.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Waiting for the next player to take over the screen.</source>
        <translation>Waiting for the next player to take over the screen.</translation>
    </message>
    <message>
        <source>It is not your turn: {name} is to move.</source>
        <translation>It is not your turn: {name} is to move.</translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <source>Game over. Scores: {scores}. Winner: {winners}.</source>
        <translation>Game over. Scores: {scores}. Winner: {winners}.</translation>
    </message>
</context>
<context>
    <name>HandoverWidget</name>
    <message>
        <source>Please pass the screen to {name}.</source>
        <translation>Please pass the screen to {name}.</translation>
    </message>
    <message>
        <source>Every hand of cards is secret: the others should not look while {name} plays.</source>
        <translation>Every hand of cards is secret: the others should not look while {name} plays.</translation>
    </message>
    <message>
        <source>I am {name} – show my hand</source>
        <translation>I am {name} – show my hand</translation>
    </message>
    <message>
        <source>The VP chips are hidden in this game: the others should not look while {name} plays.</source>
        <translation>The VP chips are hidden in this game: the others should not look while {name} plays.</translation>
    </message>
    <message>
        <source>I am {name} – show my table</source>
        <translation>I am {name} – show my table</translation>
    </message>
    <message>
        <source>On the table, a star marks what the others did since your last move.</source>
        <translation>On the table, a star marks what the others did since your last move.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hint: {move}</source>
        <translation>Hint: {move}</translation>
    </message>
    <message>
        <source>The next-best moves:</source>
        <translation>The next-best moves:</translation>
    </message>
    <message>
        <source>Close the hint</source>
        <translation>Close the hint</translation>
    </message>
    <message>
        <source>It is the only move you can make here.</source>
        <translation>It is the only move you can make here.</translation>
    </message>
    <message>
        <source>A simple rule settles this: the other choices are clearly worse.</source>
        <translation>A simple rule settles this: the other choices are clearly worse.</translation>
    </message>
    <message>
        <source>This role is worth about {vp} VP to you now.</source>
        <translation>This role is worth about {vp} VP to you now.</translation>
    </message>
    <message>
        <source>You also take the {money} lying on it.</source>
        <translation>You also take the {money} lying on it.</translation>
    </message>
    <message>
        <source>It also keeps the role from {player}, who would gain about {vp} VP with it.</source>
        <translation>It also keeps the role from {player}, who would gain about {vp} VP with it.</translation>
    </message>
    <message>
        <source>Mind that {player} gains about {vp} VP from it too.</source>
        <translation>Mind that {player} gains about {vp} VP from it too.</translation>
    </message>
    <message>
        <source>It raises your expected final score by about {vp} VP.</source>
        <translation>It raises your expected final score by about {vp} VP.</translation>
    </message>
    <message>
        <source>It lowers your expected final score by about {vp} VP for now; the search expects it to pay off later.</source>
        <translation>It lowers your expected final score by about {vp} VP for now; the search expects it to pay off later.</translation>
    </message>
    <message>
        <source>After it, the search puts your chance to win at about {percent} %.</source>
        <translation>After it, the search puts your chance to win at about {percent} %.</translation>
    </message>
    <message>
        <source>{move}: {percent} % less chance to win</source>
        <translation>{move}: {percent} % less chance to win</translation>
    </message>
</context>
<context>
    <name>KeyMoments</name>
    <message>
        <source>Key moments</source>
        <translation>Key moments</translation>
    </message>
    <message>
        <source>Key moments of {player}</source>
        <translation>Key moments of {player}</translation>
    </message>
    <message>
        <source>Stop and show results</source>
        <translation>Stop and show results</translation>
    </message>
    <message>
        <source>{percent} % analysed</source>
        <translation>{percent} % analysed</translation>
    </message>
    <message>
        <source>The Expert goes through your decisions and compares each with the move it would have made. This can take a few minutes; you can stop at any time and see what it has found so far.</source>
        <translation>The Expert goes through your decisions and compares each with the move it would have made. This can take a few minutes; you can stop at any time and see what it has found so far.</translation>
    </message>
    <message>
        <source>The analysis failed:</source>
        <translation>The analysis failed:</translation>
    </message>
    <message>
        <source>The Expert looked at {count} of your decisions. These cost you the most chance to win:</source>
        <translation>The Expert looked at {count} of your decisions. These cost you the most chance to win:</translation>
    </message>
    <message>
        <source>No key mistakes: the Expert looked at {count} of your decisions, and none cost you more than {threshold} % chance to win against its own choice.</source>
        <translation>No key mistakes: the Expert looked at {count} of your decisions, and none cost you more than {threshold} % chance to win against its own choice.</translation>
    </message>
    <message>
        <source>The chances are the Expert&apos;s estimates from what you could see at the time, after a short search: a difference of a few per cent is within its margin of error.</source>
        <translation>The chances are the Expert&apos;s estimates from what you could see at the time, after a short search: a difference of a few per cent is within its margin of error.</translation>
    </message>
    <message>
        <source>You stopped the analysis after {count} of your {total} decisions. Among those, these cost you the most chance to win:</source>
        <translation>You stopped the analysis after {count} of your {total} decisions. Among those, these cost you the most chance to win:</translation>
    </message>
    <message>
        <source>You stopped the analysis after {count} of your {total} decisions. None of those cost you more than {threshold} % chance to win against the Expert&apos;s own choice.</source>
        <translation>You stopped the analysis after {count} of your {total} decisions. None of those cost you more than {threshold} % chance to win against the Expert&apos;s own choice.</translation>
    </message>
    <message>
        <source>Show in replay</source>
        <translation>Show in replay</translation>
    </message>
    <message>
        <source>You played:</source>
        <translation>You played:</translation>
    </message>
    <message>
        <source>The Expert would have played:</source>
        <translation>The Expert would have played:</translation>
    </message>
    <message>
        <source>Chance to win:</source>
        <translation>Chance to win:</translation>
    </message>
    <message>
        <source>Key moments…</source>
        <translation>Key moments…</translation>
    </message>
    <message>
        <source>The three decisions that cost you most chance to win, and what the Expert would have played instead</source>
        <translation>The three decisions that cost you most chance to win, and what the Expert would have played instead</translation>
    </message>
    <message>
        <source>Available when the game is over, for a game a person played in</source>
        <translation>Available when the game is over, for a game a person played in</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <source>−{percent} % chance to win</source>
        <translation>−{percent} % chance to win</translation>
    </message>
    <message>
        <source>{expert} % with the Expert&apos;s move, {played} % with yours</source>
        <translation>{expert} % with the Expert&apos;s move, {played} % with yours</translation>
    </message>
    <message>
        <source>Roles, builds and the councillor&apos;s cards are rated; paying, discarding, producing and selling follow a fixed rule.</source>
        <translation>Roles, builds and the councillor&apos;s cards are rated; paying, discarding, producing and selling follow a fixed rule.</translation>
    </message>
    <message>
        <source>Placing {colonists} and storing goods follow a fixed rule and are not rated.</source>
        <translation>Placing {colonists} and storing goods follow a fixed rule and are not rated.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Plays by simple rules of thumb and now and then makes a mistake.</source>
        <translation>Plays by simple rules of thumb and now and then makes a mistake.</translation>
    </message>
    <message>
        <source>Plays by rules of thumb and answers at once.</source>
        <translation>Plays by rules of thumb and answers at once.</translation>
    </message>
    <message>
        <source>Tries its options out in hundreds of imagined continuations before it moves (about half a second a move).</source>
        <translation>Tries its options out in hundreds of imagined continuations before it moves (about half a second a move).</translation>
    </message>
    <message>
        <source>Tries its options out in several times as many continuations as Hard (a few seconds a move).</source>
        <translation>Tries its options out in several times as many continuations as Hard (a few seconds a move).</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>{player}: unknown action {action}</source>
        <translation>{player}: unknown action {action}</translation>
    </message>
    <message>
        <source>{player} takes the {role} (+{doubloons})</source>
        <translation>{player} takes the {role} (+{doubloons})</translation>
    </message>
    <message>
        <source>{player} takes the {role}</source>
        <translation>{player} takes the {role}</translation>
    </message>
    <message>
        <source>{player} takes {tile}</source>
        <translation>{player} takes {tile}</translation>
    </message>
    <message>
        <source>{player} lays {tile} face down as a forest</source>
        <translation>{player} lays {tile} face down as a forest</translation>
    </message>
    <message>
        <source>{player} draws {tile} from the face-down pile ({building})</source>
        <translation>{player} draws {tile} from the face-down pile ({building})</translation>
    </message>
    <message>
        <source>{player} draws a face-down {plantation} ({building})</source>
        <translation>{player} draws a face-down {plantation} ({building})</translation>
    </message>
    <message>
        <source>{player} puts a {colonist} on the {san_juan} space ({building})</source>
        <translation>{player} puts a {colonist} on the {san_juan} space ({building})</translation>
    </message>
    <message>
        <source>{player} puts a {colonist} on the new tile ({building})</source>
        <translation>{player} puts a {colonist} on the new tile ({building})</translation>
    </message>
    <message>
        <source>{player} takes one extra {colonist} ({role}&apos;s privilege)</source>
        <translation>{player} takes one extra {colonist} ({role}&apos;s privilege)</translation>
    </message>
    <message>
        <source>{player} puts a {colonist} into the new building ({building})</source>
        <translation>{player} puts a {colonist} into the new building ({building})</translation>
    </message>
    <message>
        <source>{player} takes one more {good} ({role}&apos;s privilege)</source>
        <translation>{player} takes one more {good} ({role}&apos;s privilege)</translation>
    </message>
    <message>
        <source>{player} sells {good} for {doubloons}</source>
        <translation>{player} sells {good} for {doubloons}</translation>
    </message>
    <message>
        <source>{player} sells {good} to the supply for {doubloons} ({building})</source>
        <translation>{player} sells {good} to the supply for {doubloons} ({building})</translation>
    </message>
    <message>
        <source>{player} buys {tile} from the face-down pile for {price} ({building})</source>
        <translation>{player} buys {tile} from the face-down pile for {price} ({building})</translation>
    </message>
    <message>
        <source>{player} buys a face-down {plantation} for {price} ({building})</source>
        <translation>{player} buys a face-down {plantation} for {price} ({building})</translation>
    </message>
    <message>
        <source>{player} sells {tile} for {price} ({building})</source>
        <translation>{player} sells {tile} for {price} ({building})</translation>
    </message>
    <message>
        <source>{player} ships {goods} on the {wharf} (+{vp})</source>
        <translation>{player} ships {goods} on the {wharf} (+{vp})</translation>
    </message>
    <message>
        <source>{player} ships {goods} on the {size}-ship (+{vp})</source>
        <translation>{player} ships {goods} on the {size}-ship (+{vp})</translation>
    </message>
    <message>
        <source>{player} builds the {building} for {doubloons}: {money} and the rest in kind at the {market}</source>
        <translation>{player} builds the {building} for {doubloons}: {money} and the rest in kind at the {market}</translation>
    </message>
    <message>
        <source>{player} builds the {building} for free</source>
        <translation>{player} builds the {building} for free</translation>
    </message>
    <message>
        <source>{player} builds the {building} for {doubloons}</source>
        <translation>{player} builds the {building} for {doubloons}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{size}-ship</source>
        <translation>{size}-ship</translation>
    </message>
    <message>
        <source>{player} ships {goods} on the {where} (+{vp}, +{doubloons})</source>
        <translation>{player} ships {goods} on the {where} (+{vp}, +{doubloons})</translation>
    </message>
    <message>
        <source>{player} keeps {kept} and returns {barrels}</source>
        <translation>{player} keeps {kept} and returns {barrels}</translation>
    </message>
    <message>
        <source>{player} keeps {kept}</source>
        <translation>{player} keeps {kept}</translation>
    </message>
    <message>
        <source>{player} returns {barrels}</source>
        <translation>{player} returns {barrels}</translation>
    </message>
    <message>
        <source>{player} has no goods to store</source>
        <translation>{player} has no goods to store</translation>
    </message>
    <message>
        <source>{player} takes no {plantation}</source>
        <translation>{player} takes no {plantation}</translation>
    </message>
    <message>
        <source>{player} builds nothing</source>
        <translation>{player} builds nothing</translation>
    </message>
    <message>
        <source>{player} sells nothing</source>
        <translation>{player} sells nothing</translation>
    </message>
    <message>
        <source>{player} ships nothing</source>
        <translation>{player} ships nothing</translation>
    </message>
    <message>
        <source>{player} takes no extra good</source>
        <translation>{player} takes no extra good</translation>
    </message>
    <message>
        <source>{player} does without the extra {colonist}</source>
        <translation>{player} does without the extra {colonist}</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passes</translation>
    </message>
    <message>
        <source>{player} takes a second extra {colonist} ({building})</source>
        <translation>{player} takes a second extra {colonist} ({building})</translation>
    </message>
    <message>
        <source>{n}&#xa0;× {place}</source>
        <translation>{n}&#xa0;× {place}</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first with {goal}, but no {colonists} are left</source>
        <translation>{festival}: {player} is the first with {goal}, but no {colonists} are left</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first with {goal} and gets {reward} to place</source>
        <translation>{festival}: {player} is the first with {goal} and gets {reward} to place</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first with {goal}: {reward} on the {san_juan} space</source>
        <translation>{festival}: {player} is the first with {goal}: {reward} on the {san_juan} space</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first to produce {goal} (+{reward})</source>
        <translation>{festival}: {player} is the first to produce {goal} (+{reward})</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first to build the {goal} (+{reward})</source>
        <translation>{festival}: {player} is the first to build the {goal} (+{reward})</translation>
    </message>
    <message>
        <source>{place}&#xa0;({n})</source>
        <translation>{place}&#xa0;({n})</translation>
    </message>
    <message>
        <source>{san_juan}: {n}</source>
        <translation>{san_juan}: {n}</translation>
    </message>
    <message>
        <source>{player} places {n} {colonists}: {places}</source>
        <translation>{player} places {n} {colonists}: {places}</translation>
    </message>
    <message>
        <source>{player} takes one more {good} ({building})</source>
        <translation>{player} takes one more {good} ({building})</translation>
    </message>
    <message>
        <source>{player} produces {goods}</source>
        <translation>{player} produces {goods}</translation>
    </message>
    <message>
        <source>Nobody produces anything</source>
        <translation>Nobody produces anything</translation>
    </message>
    <message>
        <source>{player}&apos;s {city} is full: the game ends {after_this_round}.</source>
        <translation>{player}&apos;s {city} is full: the game ends {after_this_round}.</translation>
    </message>
    <message>
        <source>The game ended because {player}&apos;s {city} was full.</source>
        <translation>The game ended because {player}&apos;s {city} was full.</translation>
    </message>
    <message>
        <source>The victory point chips are used up: the game ends {after_this_round}.</source>
        <translation>The victory point chips are used up: the game ends {after_this_round}.</translation>
    </message>
    <message>
        <source>The {ship} can no longer be filled: the game ends {after_this_round}.</source>
        <translation>The {ship} can no longer be filled: the game ends {after_this_round}.</translation>
    </message>
    <message>
        <source>The game ended because the victory point chips were used up.</source>
        <translation>The game ended because the victory point chips were used up.</translation>
    </message>
    <message>
        <source>The game ended because the {ship} could no longer be filled.</source>
        <translation>The game ended because the {ship} could no longer be filled.</translation>
    </message>
    <message>
        <source>{round} · {governor}: {name}</source>
        <translation>{round} · {governor}: {name}</translation>
    </message>
    <message>
        <source>{player} puts the {building} on the board ({cost}, with its twin)</source>
        <translation>{player} puts the {building} on the board ({cost}, with its twin)</translation>
    </message>
    <message>
        <source>{player} puts the {building} on the board ({cost})</source>
        <translation>{player} puts the {building} on the board ({cost})</translation>
    </message>
    <message>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <source>{player} trades in a VP chip at the {market}</source>
        <translation>{player} trades in a VP chip at the {market}</translation>
    </message>
    <message>
        <source>{player} trades in {goods} at the {market}</source>
        <translation>{player} trades in {goods} at the {market}</translation>
    </message>
    <message>
        <source>{player} trades in a {noble} ({place}) at the {market}</source>
        <translation>{player} trades in a {noble} ({place}) at the {market}</translation>
    </message>
    <message>
        <source>{player} trades in a {colonist} ({place}) at the {market}</source>
        <translation>{player} trades in a {colonist} ({place}) at the {market}</translation>
    </message>
    <message>
        <source>{player} gets {gains} ({buildings})</source>
        <translation>{player} gets {gains} ({buildings})</translation>
    </message>
    <message>
        <source>{player} takes the {noble} from the {ship}</source>
        <translation>{player} takes the {noble} from the {ship}</translation>
    </message>
    <message>
        <source>{player} gets a {noble} ({building})</source>
        <translation>{player} gets a {noble} ({building})</translation>
    </message>
    <message>
        <source>{player} lays the tile drawn face up: {tile}</source>
        <translation>{player} lays the tile drawn face up: {tile}</translation>
    </message>
    <message>
        <source>{player} lays the tile drawn face down as a forest</source>
        <translation>{player} lays the tile drawn face down as a forest</translation>
    </message>
    <message>
        <source>{player} moves a guest ({noble}) from the {house} into the {place}</source>
        <translation>{player} moves a guest ({noble}) from the {house} into the {place}</translation>
    </message>
    <message>
        <source>{player} moves a guest ({colonist}) from the {house} into the {place}</source>
        <translation>{player} moves a guest ({colonist}) from the {house} into the {place}</translation>
    </message>
    <message>
        <source>{player} moves a guest from the {house} into the {place}</source>
        <translation>{player} moves a guest from the {house} into the {place}</translation>
    </message>
    <message>
        <source>{player} moves a guest from the {house} onto {place}</source>
        <translation>{player} moves a guest from the {house} onto {place}</translation>
    </message>
    <message>
        <source>{player} leaves the guests where they are</source>
        <translation>{player} leaves the guests where they are</translation>
    </message>
    <message>
        <source>{player} gives up {tile} ({building})</source>
        <translation>{player} gives up {tile} ({building})</translation>
    </message>
    <message>
        <source>{player} keeps all tiles ({building})</source>
        <translation>{player} keeps all tiles ({building})</translation>
    </message>
    <message>
        <source>a forest ({good})</source>
        <translation>a forest ({good})</translation>
    </message>
    <message>
        <source>{player} gives {goods} to the {building} (+{vp})</source>
        <translation>{player} gives {goods} to the {building} (+{vp})</translation>
    </message>
    <message>
        <source>{player} gives nothing to the {building}</source>
        <translation>{player} gives nothing to the {building}</translation>
    </message>
    <message>
        <source>{player} loads {goods} onto the {building}</source>
        <translation>{player} loads {goods} onto the {building}</translation>
    </message>
    <message>
        <source>{player} ships {barrels} on the {building}: {earns}</source>
        <translation>{player} ships {barrels} on the {building}: {earns}</translation>
    </message>
    <message>
        <source>{player} puts a {noble} in: {buildings}</source>
        <translation>{player} puts a {noble} in: {buildings}</translation>
    </message>
    <message>
        <source>{player} puts {nobles} in: {buildings}</source>
        <translation>{player} puts {nobles} in: {buildings}</translation>
    </message>
    <message>
        <source>{player} keeps {colonists} in: {buildings}</source>
        <translation>{player} keeps {colonists} in: {buildings}</translation>
    </message>
    <message>
        <source>{player} places a {colonist}: {place}</source>
        <translation>{player} places a {colonist}: {place}</translation>
    </message>
    <message>
        <source>{player} sends {workers} back to the supply</source>
        <translation>{player} sends {workers} back to the supply</translation>
    </message>
    <message>
        <source>{player} puts {workers} on the {san_juan} space</source>
        <translation>{player} puts {workers} on the {san_juan} space</translation>
    </message>
    <message>
        <source>{player} plunders the empty trading house</source>
        <translation>{player} plunders the empty trading house</translation>
    </message>
    <message>
        <source>{player} plunders the trading house: {goods} back to the supply (+{vp})</source>
        <translation>{player} plunders the trading house: {goods} back to the supply (+{vp})</translation>
    </message>
    <message>
        <source>{player} poaches, but the {ship} has no {colonist} to spare</source>
        <translation>{player} poaches, but the {ship} has no {colonist} to spare</translation>
    </message>
    <message>
        <source>{player} poaches {workers} from the {ship} and keeps {kept}</source>
        <translation>{player} poaches {workers} from the {ship} and keeps {kept}</translation>
    </message>
    <message>
        <source>{player} raids the {ship} and keeps {kept} ({barrels} back)</source>
        <translation>{player} raids the {ship} and keeps {kept} ({barrels} back)</translation>
    </message>
    <message>
        <source>{player} raids the {ship} and keeps {kept}</source>
        <translation>{player} raids the {ship} and keeps {kept}</translation>
    </message>
    <message>
        <source>{player} swaps the {role} (+{doubloons})</source>
        <translation>{player} swaps the {role} (+{doubloons})</translation>
    </message>
    <message>
        <source>{player} swaps the {role}</source>
        <translation>{player} swaps the {role}</translation>
    </message>
    <message>
        <source>{owner} gets {doubloons}: {player} took the swapped {role}</source>
        <translation>{owner} gets {doubloons}: {player} took the swapped {role}</translation>
    </message>
    <message>
        <source>Nobody took the swapped {role}: {player} plays it as the round ends</source>
        <translation>Nobody took the swapped {role}: {player} plays it as the round ends</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Undo my last move</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>What should I do? (&amp;hint)</source>
        <translation>What should I do? (&amp;hint)</translation>
    </message>
    <message>
        <source>S&amp;cores…</source>
        <translation>S&amp;cores…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Rules reference</translation>
    </message>
    <message>
        <source>&amp;About Puerto Rico</source>
        <translation>&amp;About Puerto Rico</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>Every move of a game is written here, round by round.</source>
        <translation>Every move of a game is written here, round by round.</translation>
    </message>
    <message>
        <source>Undo waits until the next person has taken over the screen.</source>
        <translation>Undo waits until the next person has taken over the screen.</translation>
    </message>
    <message>
        <source>Undo takes back only your own decisions since the screen came to you: another person has decided since.</source>
        <translation>Undo takes back only your own decisions since the screen came to you: another person has decided since.</translation>
    </message>
    <message>
        <source>The game is over: no decision can be taken back.</source>
        <translation>The game is over: no decision can be taken back.</translation>
    </message>
    <message>
        <source>Undo goes back only to where something hidden last came up (cards drawn, plantations turned up): what came up cannot go back unseen.</source>
        <translation>Undo goes back only to where something hidden last came up (cards drawn, plantations turned up): what came up cannot go back unseen.</translation>
    </message>
    <message>
        <source>Puerto Rico</source>
        <translation>Puerto Rico</translation>
    </message>
    <message>
        <source>{file} – Puerto Rico</source>
        <translation>{file} – Puerto Rico</translation>
    </message>
    <message>
        <source>No game: choose {menu}</source>
        <translation>No game: choose {menu}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Waiting for {name}</translation>
    </message>
    <message>
        <source>{name}, your turn</source>
        <translation>{name}, your turn</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>{name} to move</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} is thinking…</translation>
    </message>
    <message>
        <source>The game could not be saved automatically. Save it with File › Save as… in a folder you may write to.</source>
        <translation>The game could not be saved automatically. Save it with File › Save as… in a folder you may write to.</translation>
    </message>
    <message>
        <source>Details for a bug report (in English): {reason}</source>
        <translation>Details for a bug report (in English): {reason}</translation>
    </message>
    <message>
        <source>The unfinished game is kept: File › Recent games › Unfinished games.</source>
        <translation>The unfinished game is kept: File › Recent games › Unfinished games.</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>Cannot start this game</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Thinking about a hint…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Puerto Rico&lt;/h3&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;The board game by Andreas Seyfarth for two to five players, with the four expansions of the 1897 box, and its card game for two to four players with its expansion: against computer opponents or with friends at one screen.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Puerto Rico&lt;/h3&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;The board game by Andreas Seyfarth for two to five players, with the four expansions of the 1897 box, and its card game for two to four players with its expansion: against computer opponents or with friends at one screen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Puerto Rico</source>
        <translation>About Puerto Rico</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message numerus="yes">
        <source>%n colonist(s)</source>
        <translation>
            <numerusform>%n colonist</numerusform>
            <numerusform>%n colonists</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n doubloon(s)</source>
        <translation>
            <numerusform>%n doubloon</numerusform>
            <numerusform>%n doubloons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n barrel(s)</source>
        <translation>
            <numerusform>%n barrel</numerusform>
            <numerusform>%n barrels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n noble(s)</source>
        <translation>
            <numerusform>%n noble</numerusform>
            <numerusform>%n nobles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forest(s)</source>
        <translation>
            <numerusform>%n forest</numerusform>
            <numerusform>%n forests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corn</source>
        <translation>
            <numerusform>%n corn</numerusform>
            <numerusform>%n corn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n indigo</source>
        <translation>
            <numerusform>%n indigo</numerusform>
            <numerusform>%n indigo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sugar</source>
        <translation>
            <numerusform>%n sugar</numerusform>
            <numerusform>%n sugar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tobacco</source>
        <translation>
            <numerusform>%n tobacco</numerusform>
            <numerusform>%n tobacco</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coffee</source>
        <translation>
            <numerusform>%n coffee</numerusform>
            <numerusform>%n coffee</numerusform>
        </translation>
    </message>
    <message>
        <source>Settler</source>
        <translation>Settler</translation>
    </message>
    <message>
        <source>Settler phase</source>
        <translation>Settler phase</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>Mayor</translation>
    </message>
    <message>
        <source>Mayor phase</source>
        <translation>Mayor phase</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Builder</translation>
    </message>
    <message>
        <source>Builder phase</source>
        <translation>Builder phase</translation>
    </message>
    <message>
        <source>Craftsman</source>
        <translation>Craftsman</translation>
    </message>
    <message>
        <source>Craftsman phase</source>
        <translation>Craftsman phase</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Trader</translation>
    </message>
    <message>
        <source>Trader phase</source>
        <translation>Trader phase</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Captain</translation>
    </message>
    <message>
        <source>Captain phase</source>
        <translation>Captain phase</translation>
    </message>
    <message>
        <source>Prospector</source>
        <translation>Prospector</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Corn</translation>
    </message>
    <message>
        <source>Indigo</source>
        <translation>Indigo</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>Sugar</translation>
    </message>
    <message>
        <source>Tobacco</source>
        <translation>Tobacco</translation>
    </message>
    <message>
        <source>Coffee</source>
        <translation>Coffee</translation>
    </message>
    <message>
        <source>corn</source>
        <translation>corn</translation>
    </message>
    <message>
        <source>indigo</source>
        <translation>indigo</translation>
    </message>
    <message>
        <source>sugar</source>
        <translation>sugar</translation>
    </message>
    <message>
        <source>tobacco</source>
        <translation>tobacco</translation>
    </message>
    <message>
        <source>coffee</source>
        <translation>coffee</translation>
    </message>
    <message>
        <source>Corn plantation</source>
        <translation>Corn plantation</translation>
    </message>
    <message>
        <source>Indigo plantation</source>
        <translation>Indigo plantation</translation>
    </message>
    <message>
        <source>Sugar plantation</source>
        <translation>Sugar plantation</translation>
    </message>
    <message>
        <source>Tobacco plantation</source>
        <translation>Tobacco plantation</translation>
    </message>
    <message>
        <source>Coffee plantation</source>
        <translation>Coffee plantation</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Quarry</translation>
    </message>
    <message>
        <source>a corn plantation</source>
        <translation>a corn plantation</translation>
    </message>
    <message>
        <source>an indigo plantation</source>
        <translation>an indigo plantation</translation>
    </message>
    <message>
        <source>a sugar plantation</source>
        <translation>a sugar plantation</translation>
    </message>
    <message>
        <source>a tobacco plantation</source>
        <translation>a tobacco plantation</translation>
    </message>
    <message>
        <source>a coffee plantation</source>
        <translation>a coffee plantation</translation>
    </message>
    <message>
        <source>a quarry</source>
        <translation>a quarry</translation>
    </message>
    <message>
        <source>Small Indigo Plant</source>
        <translation>Small Indigo Plant</translation>
    </message>
    <message>
        <source>Small Sugar Mill</source>
        <translation>Small Sugar Mill</translation>
    </message>
    <message>
        <source>Indigo Plant</source>
        <translation>Indigo Plant</translation>
    </message>
    <message>
        <source>Sugar Mill</source>
        <translation>Sugar Mill</translation>
    </message>
    <message>
        <source>Tobacco Storage</source>
        <translation>Tobacco Storage</translation>
    </message>
    <message>
        <source>Coffee Roaster</source>
        <translation>Coffee Roaster</translation>
    </message>
    <message>
        <source>Small Market</source>
        <translation>Small Market</translation>
    </message>
    <message>
        <source>Hacienda</source>
        <translation>Hacienda</translation>
    </message>
    <message>
        <source>Construction Hut</source>
        <translation>Construction Hut</translation>
    </message>
    <message>
        <source>Small Warehouse</source>
        <translation>Small Warehouse</translation>
    </message>
    <message>
        <source>Hospice</source>
        <translation>Hospice</translation>
    </message>
    <message>
        <source>Office</source>
        <translation>Office</translation>
    </message>
    <message>
        <source>Large Market</source>
        <translation>Large Market</translation>
    </message>
    <message>
        <source>Large Warehouse</source>
        <translation>Large Warehouse</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Factory</translation>
    </message>
    <message>
        <source>University</source>
        <translation>University</translation>
    </message>
    <message>
        <source>Harbor</source>
        <translation>Harbor</translation>
    </message>
    <message>
        <source>Wharf</source>
        <translation>Wharf</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <translation>Guild Hall</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Residence</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Fortress</translation>
    </message>
    <message>
        <source>Customs House</source>
        <translation>Customs House</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>City Hall</translation>
    </message>
    <message>
        <source>Prospector phase</source>
        <translation>Prospector phase</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>Aqueduct</translation>
    </message>
    <message>
        <source>Forest House</source>
        <translation>Forest House</translation>
    </message>
    <message>
        <source>Black Market</source>
        <translation>Black Market</translation>
    </message>
    <message>
        <source>Storehouse</source>
        <translation>Storehouse</translation>
    </message>
    <message>
        <source>Guest House</source>
        <translation>Guest House</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Trading Post</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Church</translation>
    </message>
    <message>
        <source>Small Wharf</source>
        <translation>Small Wharf</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Lighthouse</translation>
    </message>
    <message>
        <source>Specialty Factory</source>
        <translation>Specialty Factory</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Library</translation>
    </message>
    <message>
        <source>Union Hall</source>
        <translation>Union Hall</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Statue</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Cloister</translation>
    </message>
    <message>
        <source>Land Office</source>
        <translation>Land Office</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Chapel</translation>
    </message>
    <message>
        <source>Hunting Lodge</source>
        <translation>Hunting Lodge</translation>
    </message>
    <message>
        <source>Zoning Office</source>
        <translation>Zoning Office</translation>
    </message>
    <message>
        <source>Royal Supplier</source>
        <translation>Royal Supplier</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Jeweler</source>
        <translation>Jeweler</translation>
    </message>
    <message>
        <source>Royal Garden</source>
        <translation>Royal Garden</translation>
    </message>
    <message>
        <source>colonist</source>
        <translation>colonist</translation>
    </message>
    <message>
        <source>colonists</source>
        <translation>colonists</translation>
    </message>
    <message>
        <source>Colonists</source>
        <translation>Colonists</translation>
    </message>
    <message>
        <source>doubloon</source>
        <translation>doubloon</translation>
    </message>
    <message>
        <source>doubloons</source>
        <translation>doubloons</translation>
    </message>
    <message>
        <source>Doubloons</source>
        <translation>Doubloons</translation>
    </message>
    <message>
        <source>Colonist ship</source>
        <translation>Colonist ship</translation>
    </message>
    <message>
        <source>colonist ship</source>
        <translation>colonist ship</translation>
    </message>
    <message>
        <source>Colonist supply</source>
        <translation>Colonist supply</translation>
    </message>
    <message>
        <source>San Juan</source>
        <translation>San Juan</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Island</translation>
    </message>
    <message>
        <source>island</source>
        <translation>island</translation>
    </message>
    <message>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <source>Plantations</source>
        <translation>Plantations</translation>
    </message>
    <message>
        <source>plantations</source>
        <translation>plantations</translation>
    </message>
    <message>
        <source>plantation</source>
        <translation>plantation</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Governor</source>
        <translation>Governor</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>round</source>
        <translation>round</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>last round</translation>
    </message>
    <message>
        <source>after this round</source>
        <translation>after this round</translation>
    </message>
    <message>
        <source>after the round</source>
        <translation>after the round</translation>
    </message>
    <message>
        <source>noble</source>
        <translation>noble</translation>
    </message>
    <message>
        <source>nobles</source>
        <translation>nobles</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Nobles</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forest</translation>
    </message>
    <message>
        <source>barrel</source>
        <translation>barrel</translation>
    </message>
    <message>
        <source>barrels</source>
        <translation>barrels</translation>
    </message>
    <message>
        <source>Festival</source>
        <translation>Festival</translation>
    </message>
    <message>
        <source>Smuggler</source>
        <translation>Smuggler</translation>
    </message>
    <message>
        <source>Smuggler phase</source>
        <translation>Smuggler phase</translation>
    </message>
    <message>
        <source>wanted poster</source>
        <translation>wanted poster</translation>
    </message>
</context>
<context>
    <name>Names1897</name>
    <message numerus="yes">
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n worker</numerusform>
            <numerusform>%n workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n crate(s)</source>
        <translation>
            <numerusform>%n crate</numerusform>
            <numerusform>%n crates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n noble(s)</source>
        <translation>
            <numerusform>%n citizen</numerusform>
            <numerusform>%n citizens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forest(s)</source>
        <translation>
            <numerusform>%n forest</numerusform>
            <numerusform>%n forests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corn</source>
        <translation>
            <numerusform>%n corn</numerusform>
            <numerusform>%n corn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fruit</source>
        <translation>
            <numerusform>%n fruit</numerusform>
            <numerusform>%n fruit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sugar</source>
        <translation>
            <numerusform>%n sugar</numerusform>
            <numerusform>%n sugar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tobacco</source>
        <translation>
            <numerusform>%n tobacco</numerusform>
            <numerusform>%n tobacco</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coffee</source>
        <translation>
            <numerusform>%n coffee</numerusform>
            <numerusform>%n coffee</numerusform>
        </translation>
    </message>
    <message>
        <source>Planter</source>
        <translation>Planter</translation>
    </message>
    <message>
        <source>Planter phase</source>
        <translation>Planter phase</translation>
    </message>
    <message>
        <source>Recruiter</source>
        <translation>Recruiter</translation>
    </message>
    <message>
        <source>Recruiter phase</source>
        <translation>Recruiter phase</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Builder</translation>
    </message>
    <message>
        <source>Builder phase</source>
        <translation>Builder phase</translation>
    </message>
    <message>
        <source>Craftsman</source>
        <translation>Craftsman</translation>
    </message>
    <message>
        <source>Craftsman phase</source>
        <translation>Craftsman phase</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Trader</translation>
    </message>
    <message>
        <source>Trader phase</source>
        <translation>Trader phase</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Captain</translation>
    </message>
    <message>
        <source>Captain phase</source>
        <translation>Captain phase</translation>
    </message>
    <message>
        <source>Adventurer</source>
        <translation>Adventurer</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Corn</translation>
    </message>
    <message>
        <source>Fruit</source>
        <translation>Fruit</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>Sugar</translation>
    </message>
    <message>
        <source>Tobacco</source>
        <translation>Tobacco</translation>
    </message>
    <message>
        <source>Coffee</source>
        <translation>Coffee</translation>
    </message>
    <message>
        <source>corn</source>
        <translation>corn</translation>
    </message>
    <message>
        <source>fruit</source>
        <translation>fruit</translation>
    </message>
    <message>
        <source>sugar</source>
        <translation>sugar</translation>
    </message>
    <message>
        <source>tobacco</source>
        <translation>tobacco</translation>
    </message>
    <message>
        <source>coffee</source>
        <translation>coffee</translation>
    </message>
    <message>
        <source>Corn estate</source>
        <translation>Corn estate</translation>
    </message>
    <message>
        <source>Fruit estate</source>
        <translation>Fruit estate</translation>
    </message>
    <message>
        <source>Sugar estate</source>
        <translation>Sugar estate</translation>
    </message>
    <message>
        <source>Tobacco estate</source>
        <translation>Tobacco estate</translation>
    </message>
    <message>
        <source>Coffee estate</source>
        <translation>Coffee estate</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Quarry</translation>
    </message>
    <message>
        <source>a corn estate</source>
        <translation>a corn estate</translation>
    </message>
    <message>
        <source>a fruit estate</source>
        <translation>a fruit estate</translation>
    </message>
    <message>
        <source>a sugar estate</source>
        <translation>a sugar estate</translation>
    </message>
    <message>
        <source>a tobacco estate</source>
        <translation>a tobacco estate</translation>
    </message>
    <message>
        <source>a coffee estate</source>
        <translation>a coffee estate</translation>
    </message>
    <message>
        <source>a quarry</source>
        <translation>a quarry</translation>
    </message>
    <message>
        <source>Small Fruit Depot</source>
        <translation>Small Fruit Depot</translation>
    </message>
    <message>
        <source>Small Sugar Mill</source>
        <translation>Small Sugar Mill</translation>
    </message>
    <message>
        <source>Large Fruit Depot</source>
        <translation>Large Fruit Depot</translation>
    </message>
    <message>
        <source>Large Sugar Mill</source>
        <translation>Large Sugar Mill</translation>
    </message>
    <message>
        <source>Large Tobacco Storage</source>
        <translation>Large Tobacco Storage</translation>
    </message>
    <message>
        <source>Large Coffee Roaster</source>
        <translation>Large Coffee Roaster</translation>
    </message>
    <message>
        <source>Small Market</source>
        <translation>Small Market</translation>
    </message>
    <message>
        <source>Hacienda</source>
        <translation>Hacienda</translation>
    </message>
    <message>
        <source>Builder&apos;s Yard</source>
        <translation>Builder&apos;s Yard</translation>
    </message>
    <message>
        <source>Small Warehouse</source>
        <translation>Small Warehouse</translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation>Hospital</translation>
    </message>
    <message>
        <source>Office</source>
        <translation>Office</translation>
    </message>
    <message>
        <source>Large Market</source>
        <translation>Large Market</translation>
    </message>
    <message>
        <source>Large Warehouse</source>
        <translation>Large Warehouse</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Factory</translation>
    </message>
    <message>
        <source>School</source>
        <translation>School</translation>
    </message>
    <message>
        <source>Harbor</source>
        <translation>Harbor</translation>
    </message>
    <message>
        <source>Wharf</source>
        <translation>Wharf</translation>
    </message>
    <message>
        <source>Fire Station</source>
        <translation>Fire Station</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Residence</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Fortress</translation>
    </message>
    <message>
        <source>Customs House</source>
        <translation>Customs House</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>City Hall</translation>
    </message>
    <message>
        <source>Adventurer phase</source>
        <translation>Adventurer phase</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>Canal</translation>
    </message>
    <message>
        <source>Forest House</source>
        <translation>Lumberyard</translation>
    </message>
    <message>
        <source>Black Market</source>
        <translation>Hidden Market</translation>
    </message>
    <message>
        <source>Storehouse</source>
        <translation>Storehouse</translation>
    </message>
    <message>
        <source>Guest House</source>
        <translation>Bohío</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Merchant Outpost</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Church</translation>
    </message>
    <message>
        <source>Small Wharf</source>
        <translation>Small Wharf</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Lighthouse</translation>
    </message>
    <message>
        <source>Specialty Factory</source>
        <translation>Distillery</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Publishing House</translation>
    </message>
    <message>
        <source>Union Hall</source>
        <translation>Assembly Hall</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Monument</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Cathedral</translation>
    </message>
    <message>
        <source>Land Office</source>
        <translation>Zoning Office</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Chapel</translation>
    </message>
    <message>
        <source>Hunting Lodge</source>
        <translation>Park Authority</translation>
    </message>
    <message>
        <source>Zoning Office</source>
        <translation>Notary</translation>
    </message>
    <message>
        <source>Royal Supplier</source>
        <translation>Pension Office</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Jeweler</source>
        <translation>Large Tailor Shop</translation>
    </message>
    <message>
        <source>Royal Garden</source>
        <translation>Town Square</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>worker</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>workers</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Workers</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>coin</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>coins</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Coins</translation>
    </message>
    <message>
        <source>Work register</source>
        <translation>Work register</translation>
    </message>
    <message>
        <source>work register</source>
        <translation>work register</translation>
    </message>
    <message>
        <source>Worker supply</source>
        <translation>Worker supply</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Countryside</source>
        <translation>Countryside</translation>
    </message>
    <message>
        <source>countryside</source>
        <translation>countryside</translation>
    </message>
    <message>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <source>Estates</source>
        <translation>Estates</translation>
    </message>
    <message>
        <source>estates</source>
        <translation>estates</translation>
    </message>
    <message>
        <source>estate</source>
        <translation>estate</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Governor</source>
        <translation>Governor</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>beige</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>round</source>
        <translation>round</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>last round</translation>
    </message>
    <message>
        <source>after this round</source>
        <translation>after this round</translation>
    </message>
    <message>
        <source>after the round</source>
        <translation>after the round</translation>
    </message>
    <message>
        <source>noble</source>
        <translation>citizen</translation>
    </message>
    <message>
        <source>nobles</source>
        <translation>citizens</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Citizens</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forest</translation>
    </message>
    <message>
        <source>crate</source>
        <translation>crate</translation>
    </message>
    <message>
        <source>crates</source>
        <translation>crates</translation>
    </message>
    <message>
        <source>Festival</source>
        <translation>Festival</translation>
    </message>
    <message>
        <source>Smuggler</source>
        <translation>Smuggler</translation>
    </message>
    <message>
        <source>Smuggler phase</source>
        <translation>Smuggler phase</translation>
    </message>
    <message>
        <source>wanted poster</source>
        <translation>wanted poster</translation>
    </message>
</context>
<context>
    <name>Naming</name>
    <message>
        <source>Puerto Rico (classic)</source>
        <translation>Puerto Rico (classic)</translation>
    </message>
    <message>
        <source>Puerto Rico 1897</source>
        <translation>Puerto Rico 1897</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Puerto Rico (the board game)</source>
        <translation>Puerto Rico (the board game)</translation>
    </message>
    <message>
        <source>Puerto Rico – the card game</source>
        <translation>Puerto Rico – the card game</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computer {n}</translation>
    </message>
    <message>
        <source>Seat &amp;{n}</source>
        <translation>Seat &amp;{n}</translation>
    </message>
    <message>
        <source>Seat {n}: person or computer</source>
        <translation>Seat {n}: person or computer</translation>
    </message>
    <message>
        <source>Seat {n}: level</source>
        <translation>Seat {n}: level</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Variant set-up: deal 5 to 8 cards, each player keeps 4 of them</source>
        <translation>&amp;Variant set-up: deal 5 to 8 cards, each player keeps 4 of them</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Number of players:</translation>
    </message>
    <message>
        <source>&amp;Edition and naming:</source>
        <translation>&amp;Edition and naming:</translation>
    </message>
    <message>
        <source>Keep VP chips &amp;hidden (face down)</source>
        <translation>Keep VP chips &amp;hidden (face down)</translation>
    </message>
    <message>
        <source>&amp;Fixed seed (the same seed deals the same game):</source>
        <translation>&amp;Fixed seed (the same seed deals the same game):</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Players (in seating order; the governor is drawn by lot)</source>
        <translation>Players (in seating order; the governor is drawn by lot)</translation>
    </message>
    <message>
        <source>Draft at the table (the players choose)</source>
        <translation>Draft at the table (the players choose)</translation>
    </message>
    <message>
        <source>A random set</source>
        <translation>A random set</translation>
    </message>
    <message>
        <source>The base game&apos;s buildings</source>
        <translation>The base game&apos;s buildings</translation>
    </message>
    <message>
        <source>The saved set (last drafted or chosen)</source>
        <translation>The saved set (last drafted or chosen)</translation>
    </message>
    <message>
        <source>Before the first round the players take turns, the governor first, putting one building of the base game or of the expansion on a free space of its cost, until the board is full.</source>
        <translation>Before the first round the players take turns, the governor first, putting one building of the base game or of the expansion on a free space of its cost, until the board is full.</translation>
    </message>
    <message>
        <source>A building of the base game or of the expansion on every space, drawn at random.</source>
        <translation>A building of the base game or of the expansion on every space, drawn at random.</translation>
    </message>
    <message>
        <source>The base game&apos;s buildings; the expansion brings only its forests.</source>
        <translation>The base game&apos;s buildings; the expansion brings only its forests.</translation>
    </message>
    <message>
        <source>The same buildings as last time: {names}.</source>
        <translation>The same buildings as last time: {names}.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Expansions</translation>
    </message>
    <message>
        <source>Expansion I: new buildings and forests</source>
        <translation>Expansion I: new buildings and forests</translation>
    </message>
    <message>
        <source>Fourteen new buildings compete with the base game&apos;s for the board; with the {forest_house} a face-down tile may be laid as a forest.</source>
        <translation>Fourteen new buildings compete with the base game&apos;s for the board; with the {forest_house} a face-down tile may be laid as a forest.</translation>
    </message>
    <message>
        <source>&amp;Buildings:</source>
        <translation>&amp;Buildings:</translation>
    </message>
    <message>
        <source>Expansion II: {nobles}</source>
        <translation>Expansion II: {nobles}</translation>
    </message>
    <message>
        <source>A {noble} arrives on the {ship} instead of a {colonist}; eight more buildings, some working differently with a {noble} in them; each {noble} is worth 1 VP at the end.</source>
        <translation>A {noble} arrives on the {ship} instead of a {colonist}; eight more buildings, some working differently with a {noble} in them; each {noble} is worth 1 VP at the end.</translation>
    </message>
    <message>
        <source>Expansion III: {smuggler}</source>
        <translation>Expansion III: {smuggler}</translation>
    </message>
    <message>
        <source>One more role card: the {smuggler} raids a cargo ship, plunders the trading house, poaches {colonists} or swaps a role. Whoever took him last holds the {wanted} and must wait for someone else to take him.</source>
        <translation>One more role card: the {smuggler} raids a cargo ship, plunders the trading house, poaches {colonists} or swaps a role. Whoever took him last holds the {wanted} and must wait for someone else to take him.</translation>
    </message>
    <message>
        <source>Expansion IV: {festival}</source>
        <translation>Expansion IV: {festival}</translation>
    </message>
    <message>
        <source>Three goals drawn at the start — three {plantations} of one kind, three goods produced at once, one building — each rewarded once, to whoever meets it first: 3 {colonists}, 3 {doubloons} or 3 VP.</source>
        <translation>Three goals drawn at the start — three {plantations} of one kind, three goods produced at once, one building — each rewarded once, to whoever meets it first: 3 {colonists}, 3 {doubloons} or 3 VP.</translation>
    </message>
    <message>
        <source>Expansion: {title}</source>
        <translation>Expansion: {title}</translation>
    </message>
    <message>
        <source>{count} new city buildings are shuffled into the deck, and the {cathedral} lies face up beside the trading house for anybody to build.</source>
        <translation>{count} new city buildings are shuffled into the deck, and the {cathedral} lies face up beside the trading house for anybody to build.</translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message>
        <source>Choosing a role</source>
        <translation>Choosing a role</translation>
    </message>
    <message>
        <source>{round} · {what}</source>
        <translation>{round} · {what}</translation>
    </message>
    <message>
        <source>{title} · {last_round}</source>
        <translation>{title} · {last_round}</translation>
    </message>
    <message>
        <source>Building draft</source>
        <translation>Building draft</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Setting up</translation>
    </message>
    <message>
        <source>Before the final scoring</source>
        <translation>Before the final scoring</translation>
    </message>
    <message>
        <source>{festival}: {Colonists}</source>
        <translation>{festival}: {Colonists}</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Final scores</translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <source>Choose a role card. {Doubloons} lying on a card are yours if you take it.</source>
        <translation>Choose a role card. {Doubloons} lying on a card are yours if you take it.</translation>
    </message>
    <message>
        <source>A quarry is allowed for you too.</source>
        <translation>A quarry is allowed for you too.</translation>
    </message>
    <message>
        <source>Your {building} lets you first draw a face-down tile.</source>
        <translation>Your {building} lets you first draw a face-down tile.</translation>
    </message>
    <message>
        <source>With your {building} you may lay it face down as a forest instead (the buttons).</source>
        <translation>With your {building} you may lay it face down as a forest instead (the buttons).</translation>
    </message>
    <message>
        <source>Your {building} doubles the privilege: drag one more tile onto your {island} (or double-click it), or pass.</source>
        <translation>Your {building} doubles the privilege: drag one more tile onto your {island} (or double-click it), or pass.</translation>
    </message>
    <message>
        <source>Drag a tile from the offer onto your {island} (or double-click it), or pass.</source>
        <translation>Drag a tile from the offer onto your {island} (or double-click it), or pass.</translation>
    </message>
    <message>
        <source>Your {building}: take a {colonist} from the supply? A forest takes none, so it waits on the {san_juan} space.</source>
        <translation>Your {building}: take a {colonist} from the supply? A forest takes none, so it waits on the {san_juan} space.</translation>
    </message>
    <message>
        <source>Your {building}: put a {colonist} from the supply on your new tile?</source>
        <translation>Your {building}: put a {colonist} from the supply on your new tile?</translation>
    </message>
    <message>
        <source>Your {building} doubles the privilege: take a second extra {colonist} from the supply?</source>
        <translation>Your {building} doubles the privilege: take a second extra {colonist} from the supply?</translation>
    </message>
    <message>
        <source>{role}&apos;s privilege: take one extra {colonist} from the supply?</source>
        <translation>{role}&apos;s privilege: take one extra {colonist} from the supply?</translation>
    </message>
    <message>
        <source>You cannot afford a building; pass.</source>
        <translation>You cannot afford a building; pass.</translation>
    </message>
    <message>
        <source>Drag a building from the market into your {city} (you have {doubloons}), or pass.</source>
        <translation>Drag a building from the market into your {city} (you have {doubloons}), or pass.</translation>
    </message>
    <message>
        <source>Short of money, your {market} takes a VP chip, a {barrel} and a {colonist} for one {doubloon} each.</source>
        <translation>Short of money, your {market} takes a VP chip, a {barrel} and a {colonist} for one {doubloon} each.</translation>
    </message>
    <message>
        <source>Your {building}: put a {colonist} from the supply into the new building?</source>
        <translation>Your {building}: put a {colonist} from the supply into the new building?</translation>
    </message>
    <message>
        <source>The trading house takes none of your goods.</source>
        <translation>The trading house takes none of your goods.</translation>
    </message>
    <message>
        <source>You have nothing the trading house takes; pass.</source>
        <translation>You have nothing the trading house takes; pass.</translation>
    </message>
    <message>
        <source>Drag one of your goods into the trading house to sell it, or pass.</source>
        <translation>Drag one of your goods into the trading house to sell it, or pass.</translation>
    </message>
    <message>
        <source>Your {building} sells any good straight to the supply instead (the buttons; no market bonus).</source>
        <translation>Your {building} sells any good straight to the supply instead (the buttons; no market bonus).</translation>
    </message>
    <message>
        <source>Your {building} may first buy the top face-down {plantation} for {price}.</source>
        <translation>Your {building} may first buy the top face-down {plantation} for {price}.</translation>
    </message>
    <message>
        <source>Your {building} may first sell one of your {plantations} or forests for {price}.</source>
        <translation>Your {building} may first sell one of your {plantations} or forests for {price}.</translation>
    </message>
    <message>
        <source>You cannot ship anything; pass.</source>
        <translation>You cannot ship anything; pass.</translation>
    </message>
    <message>
        <source>No cargo ship can take your goods.</source>
        <translation>No cargo ship can take your goods.</translation>
    </message>
    <message>
        <source>Drag goods onto a cargo ship or your {wharf}. You must ship while you can.</source>
        <translation>Drag goods onto a cargo ship or your {wharf}. You must ship while you can.</translation>
    </message>
    <message>
        <source>Drag goods onto a cargo ship. You must ship while you can.</source>
        <translation>Drag goods onto a cargo ship. You must ship while you can.</translation>
    </message>
    <message>
        <source>Choose what to keep — up to {n} loose {barrels} with your {building}, plus all {barrels} of the kinds in your warehouses. The rest goes back.</source>
        <translation>Choose what to keep — up to {n} loose {barrels} with your {building}, plus all {barrels} of the kinds in your warehouses. The rest goes back.</translation>
    </message>
    <message>
        <source>Choose what to keep — up to {n} {barrels} with your {building}. The rest goes back.</source>
        <translation>Choose what to keep — up to {n} {barrels} with your {building}. The rest goes back.</translation>
    </message>
    <message>
        <source>Your {building} doubles the privilege: one more {barrel} of another kind you just produced?</source>
        <translation>Your {building} doubles the privilege: one more {barrel} of another kind you just produced?</translation>
    </message>
    <message>
        <source>{role}&apos;s privilege: choose one more {barrel} of a kind you just produced.</source>
        <translation>{role}&apos;s privilege: choose one more {barrel} of a kind you just produced.</translation>
    </message>
    <message>
        <source>Arrange your {n}. Drag them between the {san_juan} space and the circles of your tiles and buildings, then press Done. No {colonist} may wait while a circle is empty.</source>
        <translation>Arrange your {n}. Drag them between the {san_juan} space and the circles of your tiles and buildings, then press Done. No {colonist} may wait while a circle is empty.</translation>
    </message>
    <message>
        <source>Choose the one {barrel} you keep. The rest goes back.</source>
        <translation>Choose the one {barrel} you keep. The rest goes back.</translation>
    </message>
    <message>
        <source>{player} is choosing a role …</source>
        <translation>{player} is choosing a role …</translation>
    </message>
    <message>
        <source>{player} is choosing a tile …</source>
        <translation>{player} is choosing a tile …</translation>
    </message>
    <message>
        <source>{player} is deciding on an extra {colonist} …</source>
        <translation>{player} is deciding on an extra {colonist} …</translation>
    </message>
    <message>
        <source>{player} is arranging {colonists} …</source>
        <translation>{player} is arranging {colonists} …</translation>
    </message>
    <message>
        <source>{player} is choosing a building …</source>
        <translation>{player} is choosing a building …</translation>
    </message>
    <message>
        <source>{player} is choosing an extra good …</source>
        <translation>{player} is choosing an extra good …</translation>
    </message>
    <message>
        <source>{player} is deciding what to sell …</source>
        <translation>{player} is deciding what to sell …</translation>
    </message>
    <message>
        <source>{player} is loading goods …</source>
        <translation>{player} is loading goods …</translation>
    </message>
    <message>
        <source>{player} is choosing what to keep …</source>
        <translation>{player} is choosing what to keep …</translation>
    </message>
    <message numerus="yes">
        <source>Choose what to keep — one {barrel}, plus all {barrels} of %n kind(s) in your warehouses. The rest goes back.</source>
        <translation>
            <numerusform>Choose what to keep — one {barrel}, plus all {barrels} of %n kind in your warehouses. The rest goes back.</numerusform>
            <numerusform>Choose what to keep — one {barrel}, plus all {barrels} of %n kinds in your warehouses. The rest goes back.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag a building onto a free space of the board that costs as much (or double-click it).</source>
        <translation>Drag a building onto a free space of the board that costs as much (or double-click it).</translation>
    </message>
    <message>
        <source>{player} is choosing a building for the board …</source>
        <translation>{player} is choosing a building for the board …</translation>
    </message>
    <message>
        <source>To do now: {decide}.</source>
        <translation>To do now: {decide}.</translation>
    </message>
    <message>
        <source>{player} is deciding …</source>
        <translation>{player} is deciding …</translation>
    </message>
    <message>
        <source>Your {market}: the {building} still costs {due}. Pay the rest in kind, one {doubloon} each: a VP chip, then a {barrel}, then a {colonist} — at most one of each. Drag them onto your {market} or the {building}, or use the buttons.</source>
        <translation>Your {market}: the {building} still costs {due}. Pay the rest in kind, one {doubloon} each: a VP chip, then a {barrel}, then a {colonist} — at most one of each. Drag them onto your {market} or the {building}, or use the buttons.</translation>
    </message>
    <message>
        <source>{player} is paying at the {market} …</source>
        <translation>{player} is paying at the {market} …</translation>
    </message>
    <message>
        <source>You drew {tile}. Your {building}: lay it face up, or face down as a forest?</source>
        <translation>You drew {tile}. Your {building}: lay it face up, or face down as a forest?</translation>
    </message>
    <message>
        <source>{player} is looking at a face-down tile …</source>
        <translation>{player} is looking at a face-down tile …</translation>
    </message>
    <message>
        <source>You may also move a guest: drag it from your {building} onto a free circle or an empty {plantation}, or use the buttons with a guest.</source>
        <translation>You may also move a guest: drag it from your {building} onto a free circle or an empty {plantation}, or use the buttons with a guest.</translation>
    </message>
    <message>
        <source>Before the first shipment: drag guests from your {building} onto free circles or empty {plantations} (or use the buttons), then go on. The {union_hall}, the {royal_supplier} and the captain&apos;s {lighthouse} act before their owner&apos;s first decision.</source>
        <translation>Before the first shipment: drag guests from your {building} onto free circles or empty {plantations} (or use the buttons), then go on. The {union_hall}, the {royal_supplier} and the captain&apos;s {lighthouse} act before their owner&apos;s first decision.</translation>
    </message>
    <message>
        <source>Before production: drag guests from your {building} onto free circles or empty {plantations} (or use the buttons), then go on.</source>
        <translation>Before production: drag guests from your {building} onto free circles or empty {plantations} (or use the buttons), then go on.</translation>
    </message>
    <message>
        <source>The game is over. Before the scoring, drag guests from your {building} onto free circles or empty {plantations} (or use the buttons), then go on.</source>
        <translation>The game is over. Before the scoring, drag guests from your {building} onto free circles or empty {plantations} (or use the buttons), then go on.</translation>
    </message>
    <message>
        <source>{player} is moving guests …</source>
        <translation>{player} is moving guests …</translation>
    </message>
    <message>
        <source>Your {building}: give up one of your {plantations} or forests? It goes to the discard pile, a {colonist} on it to the {san_juan} space.</source>
        <translation>Your {building}: give up one of your {plantations} or forests? It goes to the discard pile, a {colonist} on it to the {san_juan} space.</translation>
    </message>
    <message>
        <source>Your {building}: give up one of your {plantations}? It goes to the discard pile, a {colonist} on it to the {san_juan} space.</source>
        <translation>Your {building}: give up one of your {plantations}? It goes to the discard pile, a {colonist} on it to the {san_juan} space.</translation>
    </message>
    <message>
        <source>{player} is deciding at the {building} …</source>
        <translation>{player} is deciding at the {building} …</translation>
    </message>
    <message>
        <source>Say which of these buildings a {noble} mans — {buildings}. A {noble} there works differently from a {colonist} (each button&apos;s tip says how); you have {nobles_n}.</source>
        <translation>Say which of these buildings a {noble} mans — {buildings}. A {noble} there works differently from a {colonist} (each button&apos;s tip says how); you have {nobles_n}.</translation>
    </message>
    <message>
        <source>{player} is placing {nobles} …</source>
        <translation>{player} is placing {nobles} …</translation>
    </message>
    <message>
        <source>Your {building}: give {barrels} of different kinds to the supply, at most one per {noble} (you have {nobles}), for 1 VP each — or give nothing.</source>
        <translation>Your {building}: give {barrels} of different kinds to the supply, at most one per {noble} (you have {nobles}), for 1 VP each — or give nothing.</translation>
    </message>
    <message>
        <source>Or start a shipment on your {building} (the buttons): any goods, 1 VP per two {barrels}.</source>
        <translation>Or start a shipment on your {building} (the buttons): any goods, 1 VP per two {barrels}.</translation>
    </message>
    <message>
        <source>Your {building}: {barrels} loaded, worth {earns}. Load one more (the goods in their order: no kind before one already loaded), or let it sail.</source>
        <translation>Your {building}: {barrels} loaded, worth {earns}. Load one more (the goods in their order: no kind before one already loaded), or let it sail.</translation>
    </message>
    <message>
        <source>{player} is loading the {building} …</source>
        <translation>{player} is loading the {building} …</translation>
    </message>
    <message>
        <source>Put your {colonist} on a free circle now — drag it from the space “To place” onto one of your tiles or buildings, or double-click a free circle. Not on the {san_juan} space: if you do not place it, it goes back to the supply.</source>
        <translation>Put your {colonist} on a free circle now — drag it from the space “To place” onto one of your tiles or buildings, or double-click a free circle. Not on the {san_juan} space: if you do not place it, it goes back to the supply.</translation>
    </message>
    <message>
        <source>Put your {colonist} on a free circle now — drag it from the space “To place” onto one of your tiles or buildings, or double-click a free circle. If you do not place it, it waits on the {san_juan} space.</source>
        <translation>Put your {colonist} on a free circle now — drag it from the space “To place” onto one of your tiles or buildings, or double-click a free circle. If you do not place it, it waits on the {san_juan} space.</translation>
    </message>
    <message>
        <source>Put your {workers} on free circles now — drag them from the space “To place” onto your tiles and buildings, or double-click a free circle. Not on the {san_juan} space: those you do not place go back to the supply.</source>
        <translation>Put your {workers} on free circles now — drag them from the space “To place” onto your tiles and buildings, or double-click a free circle. Not on the {san_juan} space: those you do not place go back to the supply.</translation>
    </message>
    <message>
        <source>Put your {workers} on free circles now — drag them from the space “To place” onto your tiles and buildings, or double-click a free circle. Those you do not place wait on the {san_juan} space.</source>
        <translation>Put your {workers} on free circles now — drag them from the space “To place” onto your tiles and buildings, or double-click a free circle. Those you do not place wait on the {san_juan} space.</translation>
    </message>
    <message>
        <source>{player} is placing {colonists} …</source>
        <translation>{player} is placing {colonists} …</translation>
    </message>
    <message>
        <source>Drag the {smuggler} card onto a loaded ship, the trading house, the {ship} or an unused role (or click that role) — or press a button.</source>
        <translation>Drag the {smuggler} card onto a loaded ship, the trading house, the {ship} or an unused role (or click that role) — or press a button.</translation>
    </message>
    <message>
        <source>{player} is choosing what the {smuggler} does …</source>
        <translation>{player} is choosing what the {smuggler} does …</translation>
    </message>
    <message>
        <source>{player} wins with {vp}.</source>
        <translation>{player} wins with {vp}.</translation>
    </message>
    <message>
        <source>{players} share the win with {vp}.</source>
        <translation>{players} share the win with {vp}.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>choose a role</source>
        <translation>choose a role</translation>
    </message>
    <message>
        <source>There is no such role card in this game.</source>
        <translation>There is no such role card in this game.</translation>
    </message>
    <message>
        <source>take a tile or pass</source>
        <translation>take a tile or pass</translation>
    </message>
    <message>
        <source>decide about the extra {colonist}</source>
        <translation>decide about the extra {colonist}</translation>
    </message>
    <message>
        <source>place {colonists}</source>
        <translation>place {colonists}</translation>
    </message>
    <message>
        <source>build or pass</source>
        <translation>build or pass</translation>
    </message>
    <message>
        <source>choose the extra good</source>
        <translation>choose the extra good</translation>
    </message>
    <message>
        <source>sell a good or pass</source>
        <translation>sell a good or pass</translation>
    </message>
    <message>
        <source>The trading house already has {good}; only an {building} lets you sell a kind twice.</source>
        <translation>The trading house already has {good}; only an {building} lets you sell a kind twice.</translation>
    </message>
    <message>
        <source>ship goods</source>
        <translation>ship goods</translation>
    </message>
    <message>
        <source>You have no manned {building}.</source>
        <translation>You have no manned {building}.</translation>
    </message>
    <message>
        <source>The {building} sails once per {role_phase}.</source>
        <translation>The {building} sails once per {role_phase}.</translation>
    </message>
    <message>
        <source>That ship carries {good}: one kind of good per ship.</source>
        <translation>That ship carries {good}: one kind of good per ship.</translation>
    </message>
    <message>
        <source>choose what to keep</source>
        <translation>choose what to keep</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>That is not a move of this game.</translation>
    </message>
    <message>
        <source>Not now: first {ask}.</source>
        <translation>Not now: first {ask}.</translation>
    </message>
    <message>
        <source>Nobody mans your {building}, so no {noble} stands there.</source>
        <translation>Nobody mans your {building}, so no {noble} stands there.</translation>
    </message>
    <message>
        <source>You do not have that many {nobles}.</source>
        <translation>You do not have that many {nobles}.</translation>
    </message>
    <message>
        <source>You do not have {colonists} enough for the other buildings: more of them hold {nobles}.</source>
        <translation>You do not have {colonists} enough for the other buildings: more of them hold {nobles}.</translation>
    </message>
    <message>
        <source>The second extra {barrel} is of another kind you produced, not {good}.</source>
        <translation>The second extra {barrel} is of another kind you produced, not {good}.</translation>
    </message>
    <message>
        <source>Guests do not move during the {mayor_phase}.</source>
        <translation>Guests do not move during the {mayor_phase}.</translation>
    </message>
    <message>
        <source>There is no guest in your {building}.</source>
        <translation>There is no guest in your {building}.</translation>
    </message>
    <message>
        <source>A guest moves out of the {building}, not into it.</source>
        <translation>A guest moves out of the {building}, not into it.</translation>
    </message>
    <message>
        <source>You have no {tile} on your {island}.</source>
        <translation>You have no {tile} on your {island}.</translation>
    </message>
    <message>
        <source>A guest goes there as a {colonist}: it makes no difference whether a {noble} mans it.</source>
        <translation>A guest goes there as a {colonist}: it makes no difference whether a {noble} mans it.</translation>
    </message>
    <message>
        <source>None of your {nobles} is free to man the {building}.</source>
        <translation>None of your {nobles} is free to man the {building}.</translation>
    </message>
    <message>
        <source>None of your {colonists} is free to man the {building}.</source>
        <translation>None of your {colonists} is free to man the {building}.</translation>
    </message>
    <message>
        <source>That place is kept for the {colonist} being offered.</source>
        <translation>That place is kept for the {colonist} being offered.</translation>
    </message>
    <message>
        <source>The {building} is loaded in the order of the goods: no {good} after a later kind.</source>
        <translation>The {building} is loaded in the order of the goods: no {good} after a later kind.</translation>
    </message>
    <message>
        <source>The {building} takes at most one {barrel} per {noble} you own.</source>
        <translation>The {building} takes at most one {barrel} per {noble} you own.</translation>
    </message>
    <message>
        <source>With the {building} keep up to four loose {barrels}, plus whole kinds in your manned warehouses — as many as you can.</source>
        <translation>With the {building} keep up to four loose {barrels}, plus whole kinds in your manned warehouses — as many as you can.</translation>
    </message>
    <message>
        <source>Those goods are kept by a choice written another way: take that one.</source>
        <translation>Those goods are kept by a choice written another way: take that one.</translation>
    </message>
    <message>
        <source>The {building} is not drafted onto the board.</source>
        <translation>The {building} is not drafted onto the board.</translation>
    </message>
    <message>
        <source>The {building} is already on the board.</source>
        <translation>The {building} is already on the board.</translation>
    </message>
    <message>
        <source>Every space for buildings costing {cost} is taken.</source>
        <translation>Every space for buildings costing {cost} is taken.</translation>
    </message>
    <message>
        <source>The {building} costs you {cost}; you have {money} and can trade in only {items} item(s).</source>
        <translation>The {building} costs you {cost}; you have {money} and can trade in only {items} item(s).</translation>
    </message>
    <message>
        <source>Trade in at most one VP chip, one {barrel} and one {colonist}, in that order.</source>
        <translation>Trade in at most one VP chip, one {barrel} and one {colonist}, in that order.</translation>
    </message>
    <message>
        <source>You have no VP chip to trade in.</source>
        <translation>You have no VP chip to trade in.</translation>
    </message>
    <message>
        <source>You have no such {colonist} there.</source>
        <translation>You have no such {colonist} there.</translation>
    </message>
    <message>
        <source>The {colonist} on the {building} cannot be traded in.</source>
        <translation>The {colonist} on the {building} cannot be traded in.</translation>
    </message>
    <message>
        <source>Still {items} item(s) to pay, and after this one the rest could not be paid: first a VP chip, then a {barrel}, then a {colonist}.</source>
        <translation>Still {items} item(s) to pay, and after this one the rest could not be paid: first a VP chip, then a {barrel}, then a {colonist}.</translation>
    </message>
    <message>
        <source>Only the owner of a manned {building} may lay a forest.</source>
        <translation>Only the owner of a manned {building} may lay a forest.</translation>
    </message>
    <message>
        <source>The tile you drew is the {tile}: lay it face up, or face down as a forest.</source>
        <translation>The tile you drew is the {tile}: lay it face up, or face down as a forest.</translation>
    </message>
    <message>
        <source>The second tile of the double privilege cannot be a quarry without a manned {building}.</source>
        <translation>The second tile of the double privilege cannot be a quarry without a manned {building}.</translation>
    </message>
    <message>
        <source>None of your forests has {tile} on its face.</source>
        <translation>None of your forests has {tile} on its face.</translation>
    </message>
    <message>
        <source>Only the owner of a {building} manned by a {colonist} may buy one of the face-down {plantations}.</source>
        <translation>Only the owner of a {building} manned by a {colonist} may buy one of the face-down {plantations}.</translation>
    </message>
    <message>
        <source>Only the owner of a {building} manned by a {noble} may sell one of his {plantations}.</source>
        <translation>Only the owner of a {building} manned by a {noble} may sell one of his {plantations}.</translation>
    </message>
    <message>
        <source>The {building} is used once in your turn of the {trader_phase}.</source>
        <translation>The {building} is used once in your turn of the {trader_phase}.</translation>
    </message>
    <message>
        <source>The {building} sells a tile for 1 {doubloon}, and you have none.</source>
        <translation>The {building} sells a tile for 1 {doubloon}, and you have none.</translation>
    </message>
    <message>
        <source>Only the owner of a manned {building} may sell a {barrel} straight to the supply.</source>
        <translation>Only the owner of a manned {building} may sell a {barrel} straight to the supply.</translation>
    </message>
    <message>
        <source>Everyone takes a role on their turn.</source>
        <translation>Everyone takes a role on their turn.</translation>
    </message>
    <message>
        <source>Whoever can load goods must load them.</source>
        <translation>Whoever can load goods must load them.</translation>
    </message>
    <message>
        <source>No {colonist} may wait on the {san_juan} space while a circle is empty.</source>
        <translation>No {colonist} may wait on the {san_juan} space while a circle is empty.</translation>
    </message>
    <message>
        <source>Passing is not possible now.</source>
        <translation>Passing is not possible now.</translation>
    </message>
    <message>
        <source>The {role} has already been taken this round.</source>
        <translation>The {role} has already been taken this round.</translation>
    </message>
    <message>
        <source>Your {island} is full.</source>
        <translation>Your {island} is full.</translation>
    </message>
    <message>
        <source>Only the {settler} (or the owner of a manned {building}) may take a quarry.</source>
        <translation>Only the {settler} (or the owner of a manned {building}) may take a quarry.</translation>
    </message>
    <message>
        <source>No quarries are left.</source>
        <translation>No quarries are left.</translation>
    </message>
    <message>
        <source>There is no face-up {tile} left.</source>
        <translation>There is no face-up {tile} left.</translation>
    </message>
    <message>
        <source>You need a manned {building} to draw a face-down tile.</source>
        <translation>You need a manned {building} to draw a face-down tile.</translation>
    </message>
    <message>
        <source>The {building} draws once, before your normal pick.</source>
        <translation>The {building} draws once, before your normal pick.</translation>
    </message>
    <message>
        <source>No face-down tile is left.</source>
        <translation>No face-down tile is left.</translation>
    </message>
    <message>
        <source>No {building} is left.</source>
        <translation>No {building} is left.</translation>
    </message>
    <message>
        <source>You already own the {building}: one of each per player.</source>
        <translation>You already own the {building}: one of each per player.</translation>
    </message>
    <message>
        <source>A large building needs two free spaces in your {city}.</source>
        <translation>A large building needs two free spaces in your {city}.</translation>
    </message>
    <message>
        <source>Your {city} is full.</source>
        <translation>Your {city} is full.</translation>
    </message>
    <message>
        <source>The {building} costs you {cost}; you have {money}.</source>
        <translation>The {building} costs you {cost}; you have {money}.</translation>
    </message>
    <message>
        <source>You have no {good}.</source>
        <translation>You have no {good}.</translation>
    </message>
    <message>
        <source>The trading house is full.</source>
        <translation>The trading house is full.</translation>
    </message>
    <message>
        <source>There is no such ship.</source>
        <translation>There is no such ship.</translation>
    </message>
    <message>
        <source>Another ship already carries {good}: it must go there.</source>
        <translation>Another ship already carries {good}: it must go there.</translation>
    </message>
    <message>
        <source>That ship is full.</source>
        <translation>That ship is full.</translation>
    </message>
    <message>
        <source>Load as much {good} as you can: a ship with more room must take it.</source>
        <translation>Load as much {good} as you can: a ship with more room must take it.</translation>
    </message>
    <message>
        <source>Keep one {barrel}, plus whole kinds in your manned warehouses — no more, no less.</source>
        <translation>Keep one {barrel}, plus whole kinds in your manned warehouses — no more, no less.</translation>
    </message>
    <message>
        <source>That is not allowed now: first {ask}.</source>
        <translation>That is not allowed now: first {ask}.</translation>
    </message>
    <message>
        <source>{Colonists} are placed in the {mayor_phase} only.</source>
        <translation>{Colonists} are placed in the {mayor_phase} only.</translation>
    </message>
    <message>
        <source>Each {plantation} and each quarry holds one {colonist}.</source>
        <translation>Each {plantation} and each quarry holds one {colonist}.</translation>
    </message>
    <message>
        <source>{Colonists} can only go into your own buildings.</source>
        <translation>{Colonists} can only go into your own buildings.</translation>
    </message>
    <message>
        <source>A building holds no more {colonists} than it has circles.</source>
        <translation>A building holds no more {colonists} than it has circles.</translation>
    </message>
    <message>
        <source>You placed more {colonists} than you have.</source>
        <translation>You placed more {colonists} than you have.</translation>
    </message>
    <message>
        <source>{Colonists} placed this turn cannot be taken back.</source>
        <translation>{Colonists} placed this turn cannot be taken back.</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>start a new game</translation>
    </message>
    <message>
        <source>choose a building for the board</source>
        <translation>choose a building for the board</translation>
    </message>
    <message>
        <source>make the decision asked now</source>
        <translation>make the decision asked now</translation>
    </message>
    <message>
        <source>pay the rest of the building&apos;s price in kind</source>
        <translation>pay the rest of the building&apos;s price in kind</translation>
    </message>
    <message>
        <source>lay the tile you drew</source>
        <translation>lay the tile you drew</translation>
    </message>
    <message>
        <source>move a guest or go on</source>
        <translation>move a guest or go on</translation>
    </message>
    <message>
        <source>decide whether to give up a tile</source>
        <translation>decide whether to give up a tile</translation>
    </message>
    <message>
        <source>say which buildings a {noble} mans</source>
        <translation>say which buildings a {noble} mans</translation>
    </message>
    <message>
        <source>decide which goods to give for VP</source>
        <translation>decide which goods to give for VP</translation>
    </message>
    <message>
        <source>load your private ship or let it sail</source>
        <translation>load your private ship or let it sail</translation>
    </message>
    <message>
        <source>place the {colonists} you won, or stop</source>
        <translation>place the {colonists} you won, or stop</translation>
    </message>
    <message>
        <source>That place has no free circle of yours.</source>
        <translation>That place has no free circle of yours.</translation>
    </message>
    <message>
        <source>choose what the {smuggler} does</source>
        <translation>choose what the {smuggler} does</translation>
    </message>
    <message>
        <source>You hold the wanted poster: someone else must take the {smuggler} before you may take it again.</source>
        <translation>You hold the wanted poster: someone else must take the {smuggler} before you may take it again.</translation>
    </message>
    <message>
        <source>That cargo ship is empty: there is nothing to raid.</source>
        <translation>That cargo ship is empty: there is nothing to raid.</translation>
    </message>
    <message>
        <source>The {smuggler} card itself cannot be swapped.</source>
        <translation>The {smuggler} card itself cannot be swapped.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Decision {step} of {last}</source>
        <translation>Decision {step} of {last}</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>To the start (Home)</translation>
    </message>
    <message>
        <source>Back one decision (Left)</source>
        <translation>Back one decision (Left)</translation>
    </message>
    <message>
        <source>Forward one decision (Right)</source>
        <translation>Forward one decision (Right)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>To the end (End)</translation>
    </message>
    <message>
        <source>Back one {round} (Page Up)</source>
        <translation>Back one {round} (Page Up)</translation>
    </message>
    <message>
        <source>Forward one {round} (Page Down)</source>
        <translation>Forward one {round} (Page Down)</translation>
    </message>
    <message>
        <source>{Round}:</source>
        <translation>{Round}:</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Seen by:</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Show everything</translation>
    </message>
    <message>
        <source>Show what the chosen player could not see: the others&apos; hands, hidden victory points</source>
        <translation>Show what the chosen player could not see: the others&apos; hands, hidden victory points</translation>
    </message>
    <message>
        <source>(no cards)</source>
        <translation>(no cards)</translation>
    </message>
    <message>
        <source>The others&apos; hands:</source>
        <translation>The others&apos; hands:</translation>
    </message>
    <message>
        <source>&amp;Export game…</source>
        <translation>&amp;Export game…</translation>
    </message>
    <message>
        <source>Re&amp;plays…</source>
        <translation>Re&amp;plays…</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>This game cannot be opened</translation>
    </message>
    <message>
        <source>Replay or continue?</source>
        <translation>Replay or continue?</translation>
    </message>
    <message>
        <source>Watch this game from its start, or continue playing it?</source>
        <translation>Watch this game from its start, or continue playing it?</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Export the game</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Games (*.json)</translation>
    </message>
    <message>
        <source>The game could not be exported</source>
        <translation>The game could not be exported</translation>
    </message>
    <message>
        <source>Exported: {file}</source>
        <translation>Exported: {file}</translation>
    </message>
    <message>
        <source>won by {winners} ({points})</source>
        <translation>won by {winners} ({points})</translation>
    </message>
    <message>
        <source>variant set-up</source>
        <translation>variant set-up</translation>
    </message>
    <message>
        <source>with the expansion</source>
        <translation>with the expansion</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>classic</translation>
    </message>
    <message>
        <source>expansion {numbers}</source>
        <translation>expansion {numbers}</translation>
    </message>
    <message>
        <source>expansions {numbers}</source>
        <translation>expansions {numbers}</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Replays</translation>
    </message>
    <message>
        <source>Finished games are not kept: switch on “Keep finished games” under Settings › Settings… to replay them here.</source>
        <translation>Finished games are not kept: switch on “Keep finished games” under Settings › Settings… to replay them here.</translation>
    </message>
    <message>
        <source>card game</source>
        <translation>card game</translation>
    </message>
    <message>
        <source>board game</source>
        <translation>board game</translation>
    </message>
    <message>
        <source>{when} – {game} – {players}</source>
        <translation>{when} – {game} – {players}</translation>
    </message>
    <message>
        <source>No finished games have been kept yet.</source>
        <translation>No finished games have been kept yet.</translation>
    </message>
    <message>
        <source>Replay: {players} – Puerto Rico, the card game</source>
        <translation>Replay: {players} – Puerto Rico, the card game</translation>
    </message>
    <message>
        <source>Replay: {players} – Puerto Rico</source>
        <translation>Replay: {players} – Puerto Rico</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
</context>
<context>
    <name>ReplaySession</name>
    <message>
        <source>This is a replay: no moves can be made here.</source>
        <translation>This is a replay: no moves can be made here.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>The governor is drawn by lot. Everyone starts with one {plantation} on the {island}: {indigo} for the first players from the governor on, corn for the others (the last column). The {colonists} are split between the supply and the {ship}.</source>
        <translation>The governor is drawn by lot. Everyone starts with one {plantation} on the {island}: {indigo} for the first players from the governor on, corn for the others (the last column). The {colonists} are split between the supply and the {ship}.</translation>
    </message>
    <message>
        <source>Tiles and buildings only work while {colonists} stand in their circles. Each {plantation} yields raw goods only if a production building of its kind, manned as well, processes them (corn needs no building). {Colonists} without a circle wait on the {san_juan} space; in the {mayor_phase} every player may move all of theirs, but nobody may leave a circle empty while someone waits.</source>
        <translation>Tiles and buildings only work while {colonists} stand in their circles. Each {plantation} yields raw goods only if a production building of its kind, manned as well, processes them (corn needs no building). {Colonists} without a circle wait on the {san_juan} space; in the {mayor_phase} every player may move all of theirs, but nobody may leave a circle empty while someone waits.</translation>
    </message>
    <message>
        <source>Add up the VP chips, the VP printed on your buildings, and the bonuses of your manned large buildings. On a tie, more {doubloons} plus goods wins. The rulebook says nothing of a tie in both: this program lets those players share the win.</source>
        <translation>Add up the VP chips, the VP printed on your buildings, and the bonuses of your manned large buildings. On a tie, more {doubloons} plus goods wins. The rulebook says nothing of a tie in both: this program lets those players share the win.</translation>
    </message>
    <message>
        <source>The bar at the top always says whose turn it is and what to do. Drag things where they should go — a tile onto your {island}, a building into your {city}, goods onto a ship or into the trading house, {colonists} between the {san_juan} space and the circles; the places where it may go light up. Or click an item and then its place, or use the arrow keys, Space to pick up and Enter to put down. A double-click does the obvious thing at once. Hover over anything for an explanation (with the keyboard: Shift+F1 on it).</source>
        <translation>The bar at the top always says whose turn it is and what to do. Drag things where they should go — a tile onto your {island}, a building into your {city}, goods onto a ship or into the trading house, {colonists} between the {san_juan} space and the circles; the places where it may go light up. Or click an item and then its place, or use the arrow keys, Space to pick up and Enter to put down. A double-click does the obvious thing at once. Hover over anything for an explanation (with the keyboard: Shift+F1 on it).</translation>
    </message>
    <message>
        <source>Tab goes from zone to zone; F6 jumps from area to area — the bar at the top, the roles, the common zones, the buildings, your board, each other board, the log — and Shift+F6 back.</source>
        <translation>Tab goes from zone to zone; F6 jumps from area to area — the bar at the top, the roles, the common zones, the buildings, your board, each other board, the log — and Shift+F6 back.</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Goal</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Set-up</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>A round</translation>
    </message>
    <message>
        <source>The roles</source>
        <translation>The roles</translation>
    </message>
    <message>
        <source>{Colonists} and circles</source>
        <translation>{Colonists} and circles</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Buildings</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Playing on this table</source>
        <translation>Playing on this table</translation>
    </message>
    <message>
        <source>Each player runs a colony: {plantations} and quarries on the {island}, buildings in the {city}. Goods grown and processed there are sold for {doubloons} or shipped home for victory points (VP). Whoever has the most VP when the game ends wins.</source>
        <translation>Each player runs a colony: {plantations} and quarries on the {island}, buildings in the {city}. Goods grown and processed there are sold for {doubloons} or shipped home for victory points (VP). Whoever has the most VP when the game ends wins.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>VP chips</source>
        <translation>VP chips</translation>
    </message>
    <message>
        <source>Cargo ships</source>
        <translation>Cargo ships</translation>
    </message>
    <message>
        <source>Face-up tiles</source>
        <translation>Face-up tiles</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Roles</translation>
    </message>
    <message>
        <source>With two players each player chooses three roles per round, the governor first. There are {tiles} {plantations} of each kind fewer, {quarries} quarries instead of {all_quarries}, and {goods} {barrels} of each kind fewer; the market has {production} of each production building and {others} of each {violet} building.</source>
        <translation>With two players each player chooses three roles per round, the governor first. There are {tiles} {plantations} of each kind fewer, {quarries} quarries instead of {all_quarries}, and {goods} {barrels} of each kind fewer; the market has {production} of each production building and {others} of each {violet} building.</translation>
    </message>
    <message>
        <source>Starting with the governor, each player takes one role card. Everybody then carries out that role&apos;s action in turn, beginning with the one who chose it, who also enjoys its privilege. When every player has a role, one {doubloon} is put on each card nobody took, the cards go back, and the governor&apos;s marker moves to the left.</source>
        <translation>Starting with the governor, each player takes one role card. Everybody then carries out that role&apos;s action in turn, beginning with the one who chose it, who also enjoys its privilege. When every player has a role, one {doubloon} is put on each card nobody took, the cards go back, and the governor&apos;s marker moves to the left.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Building</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>Circles</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Column</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>What it does</translation>
    </message>
    <message>
        <source>Each player may own each building once. A manned quarry takes one {doubloon} off the price, up to the building&apos;s column; the {builder} saves one more. Large buildings use two {city} spaces.</source>
        <translation>Each player may own each building once. A manned quarry takes one {doubloon} off the price, up to the building&apos;s column; the {builder} saves one more. Large buildings use two {city} spaces.</translation>
    </message>
    <message>
        <source>The game ends at the end of the round in which one of these happens: the {ship} cannot be refilled from the supply; a player fills the last space of their {city}; the VP chips run out while shipping (the players still get their VP, counted on paper).</source>
        <translation>The game ends at the end of the round in which one of these happens: the {ship} cannot be refilled from the supply; a player fills the last space of their {city}; the VP chips run out while shipping (the players still get their VP, counted on paper).</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Expansions</translation>
    </message>
    <message>
        <source>These rules apply only to a game with that expansion.</source>
        <translation>These rules apply only to a game with that expansion.</translation>
    </message>
    <message>
        <source>Rules of the card game</source>
        <translation>Rules of the card game</translation>
    </message>
    <message>
        <source>Rules of Puerto Rico</source>
        <translation>Rules of Puerto Rico</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Puerto Rico (the board game)</source>
        <translation>Puerto Rico (the board game)</translation>
    </message>
    <message>
        <source>The card game</source>
        <translation>The card game</translation>
    </message>
    <message>
        <source>&amp;Names:</source>
        <translation>&amp;Names:</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>Puerto Rico 1897</source>
        <translation>Puerto Rico 1897</translation>
    </message>
    <message>
        <source>Spaces on the board</source>
        <translation>Spaces on the board</translation>
    </message>
    <message>
        <source>Buildings to choose from</source>
        <translation>Buildings to choose from</translation>
    </message>
    <message>
        <source>This chapter applies only to a game with expansion I, chosen in the new-game dialog. The rules of the base game stay as they are, except for what is said here.</source>
        <translation>This chapter applies only to a game with expansion I, chosen in the new-game dialog. The rules of the base game stay as they are, except for what is said here.</translation>
    </message>
    <message>
        <source>Which buildings come onto the board</source>
        <translation>Which buildings come onto the board</translation>
    </message>
    <message>
        <source>The production buildings lie on the board as always. Its other spaces, twelve small and five large ones, each for one cost, are shared by the base game&apos;s {violet} buildings and the fourteen new ones. There are more buildings than spaces, so every game has a set of its own; the buildings left over are not used.</source>
        <translation>The production buildings lie on the board as always. Its other spaces, twelve small and five large ones, each for one cost, are shared by the base game&apos;s {violet} buildings and the fourteen new ones. There are more buildings than spaces, so every game has a set of its own; the buildings left over are not used.</translation>
    </message>
    <message>
        <source>before the first round the players take turns, the governor first. On your turn you pick any building still beside the board and put it, with its twin, on a free space of its cost (a large building has no twin). Once the spaces of a cost are full, the other buildings of that cost are out. When all 17 spaces are filled, the governor chooses the first role.</source>
        <translation>before the first round the players take turns, the governor first. On your turn you pick any building still beside the board and put it, with its twin, on a free space of its cost (a large building has no twin). Once the spaces of a cost are full, the other buildings of that cost are out. When all 17 spaces are filled, the governor chooses the first role.</translation>
    </message>
    <message>
        <source>Instead of the draft the new-game dialog offers three quick set-ups:</source>
        <translation>Instead of the draft the new-game dialog offers three quick set-ups:</translation>
    </message>
    <message>
        <source>the board as in the base game; none of the new buildings is used.</source>
        <translation>the board as in the base game; none of the new buildings is used.</translation>
    </message>
    <message>
        <source>every space gets a building of its cost, drawn at random from the base game&apos;s and the new ones. The game&apos;s seed decides the draw, so a replayed game has the same set.</source>
        <translation>every space gets a building of its cost, drawn at random from the base game&apos;s and the new ones. The game&apos;s seed decides the draw, so a replayed game has the same set.</translation>
    </message>
    <message>
        <source>the same buildings as in the last draft, or the set chosen last time.</source>
        <translation>the same buildings as in the last draft, or the set chosen last time.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s advice for choosing: take either the {office} or the {trading_post}, not both.</source>
        <translation>The rulebook&apos;s advice for choosing: take either the {office} or the {trading_post}, not both.</translation>
    </message>
    <message>
        <source>Forests</source>
        <translation>Forests</translation>
    </message>
    <message>
        <source>The owner of a manned {forest_house} may lay the {plantation} taken in the {settler_phase} face down, as a forest. A tile drawn face down (with the {hacienda}, or with the {land_office} of expansion II) is looked at first and then laid face up or as a forest. A quarry never becomes a forest, nor does a tile already on the {island}.</source>
        <translation>The owner of a manned {forest_house} may lay the {plantation} taken in the {settler_phase} face down, as a forest. A tile drawn face down (with the {hacienda}, or with the {land_office} of expansion II) is looked at first and then laid face up or as a forest. A quarry never becomes a forest, nor does a tile already on the {island}.</translation>
    </message>
    <message>
        <source>A {colonist} that the {hospice} gives with a tile laid as a forest goes onto your {san_juan} space instead: a forest takes none.</source>
        <translation>A {colonist} that the {hospice} gives with a tile laid as a forest goes onto your {san_juan} space instead: a forest takes none.</translation>
    </message>
    <message>
        <source>A forest stays until the end of the game. It fills a space of the {island}, and so counts for the {residence}, but no {colonist} works on it and it produces nothing. Every two forests make each of your buildings one {doubloon} cheaper: on top of the quarries, without the column&apos;s limit, and even while the {forest_house} is empty. What a forest shows on its face is hidden from the other players.</source>
        <translation>A forest stays until the end of the game. It fills a space of the {island}, and so counts for the {residence}, but no {colonist} works on it and it produces nothing. Every two forests make each of your buildings one {doubloon} cheaper: on top of the quarries, without the column&apos;s limit, and even while the {forest_house} is empty. What a forest shows on its face is hidden from the other players.</translation>
    </message>
    <message>
        <source>The new buildings</source>
        <translation>The new buildings</translation>
    </message>
    <message>
        <source>As in the base game, a building works only while a {colonist} is in it (the forests&apos; discount aside). The {statue} takes none and counts its 8 VP all the same. The {statue} and the {cloister} are large and use two {city} spaces.</source>
        <translation>As in the base game, a building works only while a {colonist} is in it (the forests&apos; discount aside). The {statue} takes none and counts its 8 VP all the same. The {statue} and the {cloister} are large and use two {city} spaces.</translation>
    </message>
    <message>
        <source>Details, as this program plays them</source>
        <translation>Details, as this program plays them</translation>
    </message>
    <message>
        <source>&lt;b&gt;{black_market}&lt;/b&gt;: the {colonist} in it cannot be traded in. The price is fixed when you choose the building, and a VP chip or {colonist} traded in does not undo an end of the game already triggered.</source>
        <translation>&lt;b&gt;{black_market}&lt;/b&gt;: the {colonist} in it cannot be traded in. The price is fixed when you choose the building, and a VP chip or {colonist} traded in does not undo an end of the game already triggered.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{guest_house}&lt;/b&gt;: you may move a guest whenever you are the one to decide, except in the {mayor_phase} and the draft, and also before production in the {craftsman_phase} and before the final scoring. It goes onto a free circle in your {city} or an unmanned {plantation} or quarry, never onto a forest, and stays there until the next {mayor_phase}.</source>
        <translation>&lt;b&gt;{guest_house}&lt;/b&gt;: you may move a guest whenever you are the one to decide, except in the {mayor_phase} and the draft, and also before production in the {craftsman_phase} and before the final scoring. It goes onto a free circle in your {city} or an unmanned {plantation} or quarry, never onto a forest, and stays there until the next {mayor_phase}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{church}&lt;/b&gt;: the VP chips come when the new building is placed; the {church} itself brings none.</source>
        <translation>&lt;b&gt;{church}&lt;/b&gt;: the VP chips come when the new building is placed; the {church} itself brings none.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{small_wharf}&lt;/b&gt;: a shipment like the {wharf}&apos;s, which the {harbor} and the {lighthouse} count too. You load one {barrel} after another and say when it sails; you need not load all. With both, the {wharf} and the {small_wharf} may be used in the same {captain_phase}, in either order.</source>
        <translation>&lt;b&gt;{small_wharf}&lt;/b&gt;: a shipment like the {wharf}&apos;s, which the {harbor} and the {lighthouse} count too. You load one {barrel} after another and say when it sails; you need not load all. With both, the {wharf} and the {small_wharf} may be used in the same {captain_phase}, in either order.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{lighthouse}&lt;/b&gt;: as {captain} you get its extra {doubloon} when the phase starts, even if you ship nothing. The {library} does not double it.</source>
        <translation>&lt;b&gt;{lighthouse}&lt;/b&gt;: as {captain} you get its extra {doubloon} when the phase starts, even if you ship nothing. The {library} does not double it.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{specialty_factory}&lt;/b&gt;: it pays right after your production, the {craftsman}&apos;s extra {barrel} included.</source>
        <translation>&lt;b&gt;{specialty_factory}&lt;/b&gt;: it pays right after your production, the {craftsman}&apos;s extra {barrel} included.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{library}&lt;/b&gt;: as {settler} you take one more face-up {plantation} after everybody else (a quarry only with the {construction_hut}; the {hospice} helps only with the first tile); as {mayor} up to two extra {colonists}; as {builder} two {doubloons} off; as {craftsman} two extra {barrels} of different kinds; as {trader} two {doubloons} more; as {captain} 2 VP for the first shipment; as {prospector} two {doubloons}.</source>
        <translation>&lt;b&gt;{library}&lt;/b&gt;: as {settler} you take one more face-up {plantation} after everybody else (a quarry only with the {construction_hut}; the {hospice} helps only with the first tile); as {mayor} up to two extra {colonists}; as {builder} two {doubloons} off; as {craftsman} two extra {barrels} of different kinds; as {trader} two {doubloons} more; as {captain} 2 VP for the first shipment; as {prospector} two {doubloons}.</translation>
    </message>
    <message>
        <source>End of the game and scoring</source>
        <translation>End of the game and scoring</translation>
    </message>
    <message>
        <source>VP chips now come from more than shipping: the {church} and the {union_hall} give them too, and so do some buildings of expansion II. Whatever gives out the last chip, the game ends at the end of that round; the players still get their VP, counted on paper.</source>
        <translation>VP chips now come from more than shipping: the {church} and the {union_hall} give them too, and so do some buildings of expansion II. Whatever gives out the last chip, the game ends at the end of that round; the players still get their VP, counted on paper.</translation>
    </message>
    <message>
        <source>At the end a manned {cloister} scores 1, 3, 6 or 10 VP for one to four sets of three equal tiles on the {island}: three {plantations} of one kind, three quarries, or three forests (every forest counts as the same kind).</source>
        <translation>At the end a manned {cloister} scores 1, 3, 6 or 10 VP for one to four sets of three equal tiles on the {island}: three {plantations} of one kind, three quarries, or three forests (every forest counts as the same kind).</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Two players</translation>
    </message>
    <message>
        <source>With two players every building exists once, so each pick of the draft puts a single building on the board; the two players take turns, the governor first.</source>
        <translation>With two players every building exists once, so each pick of the draft puts a single building on the board; the two players take turns, the governor first.</translation>
    </message>
    <message>
        <source>Expansion I: new buildings and forests</source>
        <translation>Expansion I: new buildings and forests</translation>
    </message>
    <message>
        <source>This chapter applies only to a game with expansion II, chosen in the new-game dialog. It can be played on its own or together with expansion I.</source>
        <translation>This chapter applies only to a game with expansion II, chosen in the new-game dialog. It can be played on its own or together with expansion I.</translation>
    </message>
    <message>
        <source>The eight new buildings are laid out on the board by cost, in addition to the others (the base game&apos;s, or the set of expansion I); they are never drafted. There are two of each, but only one {royal_garden}.</source>
        <translation>The eight new buildings are laid out on the board by cost, in addition to the others (the base game&apos;s, or the set of expansion I); they are never drafted. There are two of each, but only one {royal_garden}.</translation>
    </message>
    <message>
        <source>The 20 {nobles} wait beside the supply. Nobody counts the {colonists} out: all of the box&apos;s are in the game. At the start the {ship} carries one {noble} in place of one of its {colonists}:</source>
        <translation>The 20 {nobles} wait beside the supply. Nobody counts the {colonists} out: all of the box&apos;s are in the game. At the start the {ship} carries one {noble} in place of one of its {colonists}:</translation>
    </message>
    <message>
        <source>The {nobles}</source>
        <translation>The {nobles}</translation>
    </message>
    <message>
        <source>After every {mayor_phase} the {ship} is refilled as usual, but as long as the supply lasts, one {noble} comes in place of one {colonist}. The rulebook says the {mayor} mostly gets it; this program always gives it to the {mayor}, who is the first to take from the {ship}.</source>
        <translation>After every {mayor_phase} the {ship} is refilled as usual, but as long as the supply lasts, one {noble} comes in place of one {colonist}. The rulebook says the {mayor} mostly gets it; this program always gives it to the {mayor}, who is the first to take from the {ship}.</translation>
    </message>
    <message>
        <source>Every rule treats a {noble} as a {colonist}: it works on a tile or in a building, waits on the {san_juan} space, and counts wherever {colonists} are counted. Only four buildings work differently with a {noble} in them: {land_office}, {chapel}, {hunting_lodge} and {zoning_office}. When your placement in the {mayor_phase} leaves a choice, the table asks which of them your {nobles} man.</source>
        <translation>Every rule treats a {noble} as a {colonist}: it works on a tile or in a building, waits on the {san_juan} space, and counts wherever {colonists} are counted. Only four buildings work differently with a {noble} in them: {land_office}, {chapel}, {hunting_lodge} and {zoning_office}. When your placement in the {mayor_phase} leaves a choice, the table asks which of them your {nobles} man.</translation>
    </message>
    <message>
        <source>The {royal_supplier}, the {jeweler} and the {royal_garden} count every {noble} you own, wherever it stands.</source>
        <translation>The {royal_supplier}, the {jeweler} and the {royal_garden} count every {noble} you own, wherever it stands.</translation>
    </message>
    <message>
        <source>Like every building, they work only while manned. The {jeweler} is red: it counts as a large production building for the {guild_hall}, but not as a {violet} building for the {city_hall}.</source>
        <translation>Like every building, they work only while manned. The {jeweler} is red: it counts as a large production building for the {guild_hall}, but not as a {violet} building for the {city_hall}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{land_office}&lt;/b&gt;: used at most once in your {trader} turn, before you sell. With a manned {forest_house}, {plantations} bought there may be laid as forests.</source>
        <translation>&lt;b&gt;{land_office}&lt;/b&gt;: used at most once in your {trader} turn, before you sell. With a manned {forest_house}, {plantations} bought there may be laid as forests.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{hunting_lodge}&lt;/b&gt;: acts when every {settler} turn is over, before the {plantations} left over are discarded. With a {noble} the 2 VP need more empty spaces on your {island} than any other player has.</source>
        <translation>&lt;b&gt;{hunting_lodge}&lt;/b&gt;: acts when every {settler} turn is over, before the {plantations} left over are discarded. With a {noble} the 2 VP need more empty spaces on your {island} than any other player has.</translation>
    </message>
    <message>
        <source>A tile given up with the {land_office} or the {hunting_lodge} goes onto the face-up discard pile, a {colonist} on it to the {san_juan} space.</source>
        <translation>A tile given up with the {land_office} or the {hunting_lodge} goes onto the face-up discard pile, a {colonist} on it to the {san_juan} space.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{zoning_office}&lt;/b&gt;: with a {colonist} in it a large building costs no less, with a {noble} in it a small one costs no less.</source>
        <translation>&lt;b&gt;{zoning_office}&lt;/b&gt;: with a {colonist} in it a large building costs no less, with a {noble} in it a small one costs no less.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{royal_supplier}&lt;/b&gt;: acts at its owner&apos;s first turn of the {captain_phase}, before his first shipment, so he has seen what the players before him shipped. The {barrels} given bring nothing else.</source>
        <translation>&lt;b&gt;{royal_supplier}&lt;/b&gt;: acts at its owner&apos;s first turn of the {captain_phase}, before his first shipment, so he has seen what the players before him shipped. The {barrels} given bring nothing else.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{villa}&lt;/b&gt;: the {noble} comes at the start of your {mayor} turn, before you place your {colonists}.</source>
        <translation>&lt;b&gt;{villa}&lt;/b&gt;: the {noble} comes at the start of your {mayor} turn, before you place your {colonists}.</translation>
    </message>
    <message>
        <source>Running out of {colonists} no longer ends the game: when the supply runs short, the {ship} takes what is left. The game still ends when a player&apos;s {city} is full or the last VP chip is given out, which the {chapel}, the {hunting_lodge} and the {royal_supplier} can do as well.</source>
        <translation>Running out of {colonists} no longer ends the game: when the supply runs short, the {ship} takes what is left. The game still ends when a player&apos;s {city} is full or the last VP chip is given out, which the {chapel}, the {hunting_lodge} and the {royal_supplier} can do as well.</translation>
    </message>
    <message>
        <source>At the end every {noble} you own is worth 1 VP, wherever it stands; a manned {royal_garden} adds one more for each.</source>
        <translation>At the end every {noble} you own is worth 1 VP, wherever it stands; a manned {royal_garden} adds one more for each.</translation>
    </message>
    <message>
        <source>With two players the {ship} starts with one {colonist} and one {noble}, and each of the eight buildings is there only once, like every building of the 2-player game.</source>
        <translation>With two players the {ship} starts with one {colonist} and one {noble}, and each of the eight buildings is there only once, like every building of the 2-player game.</translation>
    </message>
    <message>
        <source>Expansion II: {Nobles}</source>
        <translation>Expansion II: {Nobles}</translation>
    </message>
    <message>
        <source>&lt;b&gt;One {plantation}&lt;/b&gt;: one of the five kinds (not quarries), drawn at random; it lies on the board, out of the supply.</source>
        <translation>&lt;b&gt;One {plantation}&lt;/b&gt;: one of the five kinds (not quarries), drawn at random; it lies on the board, out of the supply.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Three goods&lt;/b&gt;: drawn from three {barrels} of each kind, so a kind may come up twice or three times; they too are out of the supply.</source>
        <translation>&lt;b&gt;Three goods&lt;/b&gt;: drawn from three {barrels} of each kind, so a kind may come up twice or three times; they too are out of the supply.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A building&lt;/b&gt; worth 3 VP, drawn from this game&apos;s buildings (with expansion I once the draft is over), never the production building of the goal&apos;s {plantation}. With three to five players the one on the {festival} board is one of the game&apos;s copies, so one fewer is for sale.</source>
        <translation>&lt;b&gt;A building&lt;/b&gt; worth 3 VP, drawn from this game&apos;s buildings (with expansion I once the draft is over), never the production building of the goal&apos;s {plantation}. With three to five players the one on the {festival} board is one of the game&apos;s copies, so one fewer is for sale.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{Plantations}&lt;/b&gt;: the first player with three {plantations} of the goal&apos;s kind on the {island} gets three {colonists} from the supply (fewer if fewer are left) and puts them at once on free circles, or leaves them on the {san_juan} space. Checked when a {settler} turn ends, and after a tile bought at the {land_office}. Forests do not count.</source>
        <translation>&lt;b&gt;{Plantations}&lt;/b&gt;: the first player with three {plantations} of the goal&apos;s kind on the {island} gets three {colonists} from the supply (fewer if fewer are left) and puts them at once on free circles, or leaves them on the {san_juan} space. Checked when a {settler} turn ends, and after a tile bought at the {land_office}. Forests do not count.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Goods&lt;/b&gt;: the first player who produces at least the three goods shown in one {craftsman_phase} gets 3 {doubloons} from the bank. Production goes round from the {craftsman}; his extra {barrel} is a privilege and does not count.</source>
        <translation>&lt;b&gt;Goods&lt;/b&gt;: the first player who produces at least the three goods shown in one {craftsman_phase} gets 3 {doubloons} from the bank. Production goes round from the {craftsman}; his extra {barrel} is a privilege and does not count.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Building&lt;/b&gt;: the first player to build the building shown gets 3 VP chips from the supply; the last chip ends the game after the round, as in shipping.</source>
        <translation>&lt;b&gt;Building&lt;/b&gt;: the first player to build the building shown gets 3 VP chips from the supply; the last chip ends the game after the round, as in shipping.</translation>
    </message>
    <message>
        <source>This chapter applies only to a game with expansion IV, chosen in the new-game dialog. It can be played on its own or with any of the other expansions.</source>
        <translation>This chapter applies only to a game with expansion IV, chosen in the new-game dialog. It can be played on its own or with any of the other expansions.</translation>
    </message>
    <message>
        <source>The {festival} board shows three goals, drawn when the game is set up:</source>
        <translation>The {festival} board shows three goals, drawn when the game is set up:</translation>
    </message>
    <message>
        <source>The goals</source>
        <translation>The goals</translation>
    </message>
    <message>
        <source>Each goal is rewarded once, to the first player who meets it; they may be met in any order, and one player may meet several.</source>
        <translation>Each goal is rewarded once, to the first player who meets it; they may be met in any order, and one player may meet several.</translation>
    </message>
    <message>
        <source>Once a goal is met, its pieces go back: the goods to the supply, the building to the board. The rulebook sends the {plantation} back to its supply; this program puts it on the discard pile, and with two players (whose board already holds that building) the building goes to the box.</source>
        <translation>Once a goal is met, its pieces go back: the goods to the supply, the building to the board. The rulebook sends the {plantation} back to its supply; this program puts it on the discard pile, and with two players (whose board already holds that building) the building goes to the box.</translation>
    </message>
    <message>
        <source>On this table</source>
        <translation>On this table</translation>
    </message>
    <message>
        <source>The {festival} board lies beside the {Colonists}: each goal with its reward below it, and, once met, the name of the player who met it across its faded pieces. Its tooltips say what each goal asks. The {colonists} won there wait in the space “To place” beside your {san_juan} space: drag them onto free circles, or stop, and the rest stay on the {san_juan} space.</source>
        <translation>The {festival} board lies beside the {Colonists}: each goal with its reward below it, and, once met, the name of the player who met it across its faded pieces. Its tooltips say what each goal asks. The {colonists} won there wait in the space “To place” beside your {san_juan} space: drag them onto free circles, or stop, and the rest stay on the {san_juan} space.</translation>
    </message>
    <message>
        <source>Expansion IV: {festival}</source>
        <translation>Expansion IV: {festival}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raid&lt;/b&gt;: empty one cargo ship that carries goods. Up to three of its {barrels} are yours at once; the others go back to the supply. Your {wharf} is no cargo ship and cannot be raided.</source>
        <translation>&lt;b&gt;Raid&lt;/b&gt;: empty one cargo ship that carries goods. Up to three of its {barrels} are yours at once; the others go back to the supply. Your {wharf} is no cargo ship and cannot be raided.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plunder&lt;/b&gt;: every good in the trading house goes back to the supply, and you take a VP chip for each. With an empty house this brings nothing. The last chip of the supply ends the game after the round, as in shipping.</source>
        <translation>&lt;b&gt;Plunder&lt;/b&gt;: every good in the trading house goes back to the supply, and you take a VP chip for each. With an empty house this brings nothing. The last chip of the supply ends the game after the round, as in shipping.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Poach&lt;/b&gt;: take {colonists} off the {ship} until one per player is left. Keep up to three of them — no more than you have free circles — and put them at once on free circles of your tiles and buildings, never on the {san_juan} space; the others go back to the supply. Your other {colonists} stay where they are.</source>
        <translation>&lt;b&gt;Poach&lt;/b&gt;: take {colonists} off the {ship} until one per player is left. Keep up to three of them — no more than you have free circles — and put them at once on free circles of your tiles and buildings, never on the {san_juan} space; the others go back to the supply. Your other {colonists} stay where they are.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Swap&lt;/b&gt;: mark a role card that nobody has used this round (not the {smuggler} card) and take the {doubloons} on it. If another player chooses that role later this round, the bank pays you 3 {doubloons}. If nobody has used it when the round&apos;s last role is over, you play it yourself, with its privilege, before the {doubloons} of the round are laid out.</source>
        <translation>&lt;b&gt;Swap&lt;/b&gt;: mark a role card that nobody has used this round (not the {smuggler} card) and take the {doubloons} on it. If another player chooses that role later this round, the bank pays you 3 {doubloons}. If nobody has used it when the round&apos;s last role is over, you play it yourself, with its privilege, before the {doubloons} of the round are laid out.</translation>
    </message>
    <message>
        <source>This chapter applies only to a game with expansion III, chosen in the new-game dialog. It can be played on its own or with any of the other expansions.</source>
        <translation>This chapter applies only to a game with expansion III, chosen in the new-game dialog. It can be played on its own or with any of the other expansions.</translation>
    </message>
    <message>
        <source>The {smuggler} is one more role card, laid out beside the others. Everyone still chooses as many roles per round as before.</source>
        <translation>The {smuggler} is one more role card, laid out beside the others. Everyone still chooses as many roles per round as before.</translation>
    </message>
    <message>
        <source>The {smuggler}&apos;s choice</source>
        <translation>The {smuggler}&apos;s choice</translation>
    </message>
    <message>
        <source>Whoever chooses the {smuggler} does one of four things at once. Only the chooser acts: the others get nothing from this role, and no building helps — not even a doubled privilege.</source>
        <translation>Whoever chooses the {smuggler} does one of four things at once. Only the chooser acts: the others get nothing from this role, and no building helps — not even a doubled privilege.</translation>
    </message>
    <message>
        <source>The {wanted}</source>
        <translation>The {wanted}</translation>
    </message>
    <message>
        <source>No {doubloon} is ever put on the {smuggler} card. Whoever takes it also takes the {wanted} and keeps it until another player takes the {smuggler}; while you hold it, you may not take the {smuggler}.</source>
        <translation>No {doubloon} is ever put on the {smuggler} card. Whoever takes it also takes the {wanted} and keeps it until another player takes the {smuggler}; while you hold it, you may not take the {smuggler}.</translation>
    </message>
    <message>
        <source>Drag the {smuggler} card onto a loaded cargo ship, the trading house, the {ship} or a role card, or use the buttons above the table; a role card may also simply be clicked to swap it. The {colonists} you poach wait in the space “To place” beside your {san_juan} space: drag them onto free circles, or double-click a free circle. The {wanted} shows on the board of its holder, and the role swapped this round carries a band with the {smuggler}&apos;s name.</source>
        <translation>Drag the {smuggler} card onto a loaded cargo ship, the trading house, the {ship} or a role card, or use the buttons above the table; a role card may also simply be clicked to swap it. The {colonists} you poach wait in the space “To place” beside your {san_juan} space: drag them onto free circles, or double-click a free circle. The {wanted} shows on the board of its holder, and the role swapped this round carries a band with the {smuggler}&apos;s name.</translation>
    </message>
    <message>
        <source>With two players the {smuggler} is an eighth card beside the seven roles; each player still chooses three roles per round.</source>
        <translation>With two players the {smuggler} is an eighth card beside the seven roles; each player still chooses three roles per round.</translation>
    </message>
    <message>
        <source>With expansion II, a {noble} on the {ship} is never poached: it stays there for the next {mayor}, and only the other {colonists} count and go.</source>
        <translation>With expansion II, a {noble} on the {ship} is never poached: it stays there for the next {mayor}, and only the other {colonists} count and go.</translation>
    </message>
    <message>
        <source>Expansion III: {smuggler}</source>
        <translation>Expansion III: {smuggler}</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>The file cannot be read.</source>
        <translation>The file cannot be read.</translation>
    </message>
    <message>
        <source>The file is damaged or incomplete.</source>
        <translation>The file is damaged or incomplete.</translation>
    </message>
    <message>
        <source>This is not a saved game of Puerto Rico.</source>
        <translation>This is not a saved game of Puerto Rico.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of the program.</source>
        <translation>This game was saved by a newer version of the program.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>The saved game is damaged.</translation>
    </message>
    <message>
        <source>The saved game contains a move the rules do not allow.</source>
        <translation>The saved game contains a move the rules do not allow.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>The file cannot be written.</translation>
    </message>
    <message>
        <source>The saved game cannot be used.</source>
        <translation>The saved game cannot be used.</translation>
    </message>
    <message>
        <source>Check that the file is still there and that you may read it.</source>
        <translation>Check that the file is still there and that you may read it.</translation>
    </message>
    <message>
        <source>Install the newest version of this program to open it.</source>
        <translation>Install the newest version of this program to open it.</translation>
    </message>
    <message>
        <source>Choose another folder, or make room on the disk.</source>
        <translation>Choose another folder, or make room on the disk.</translation>
    </message>
    <message>
        <source>Details for a bug report (in English):</source>
        <translation>Details for a bug report (in English):</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <source>VP chips</source>
        <translation>VP chips</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Buildings</translation>
    </message>
    <message>
        <source>{Nobles} (1 VP each)</source>
        <translation>{Nobles} (1 VP each)</translation>
    </message>
    <message>
        <source>{building} bonus</source>
        <translation>{building} bonus</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Tie-break: {doubloons} + goods</source>
        <translation>Tie-break: {doubloons} + goods</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>The scores so far (if the game ended now)</source>
        <translation>The scores so far (if the game ended now)</translation>
    </message>
    <message>
        <source>A large building&apos;s bonus counts only with a {colonist} or a {noble} in it. Equal totals: more {doubloons} and goods win.</source>
        <translation>A large building&apos;s bonus counts only with a {colonist} or a {noble} in it. Equal totals: more {doubloons} and goods win.</translation>
    </message>
    <message>
        <source>A large building&apos;s bonus counts only with a {colonist} in it. Equal totals: more {doubloons} and goods win.</source>
        <translation>A large building&apos;s bonus counts only with a {colonist} in it. Equal totals: more {doubloons} and goods win.</translation>
    </message>
    <message>
        <source>The {statue}&apos;s 8 VP count among the buildings&apos; VP.</source>
        <translation>The {statue}&apos;s 8 VP count among the buildings&apos; VP.</translation>
    </message>
    <message>
        <source>Victory points by {round}</source>
        <translation>Victory points by {round}</translation>
    </message>
    <message>
        <source>{Doubloons} by {round}</source>
        <translation>{Doubloons} by {round}</translation>
    </message>
    <message>
        <source>… of them plundered ({smuggler})</source>
        <translation>… of them plundered ({smuggler})</translation>
    </message>
    <message>
        <source>… of them from the {festival}</source>
        <translation>… of them from the {festival}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>Default &amp;naming for new games:</source>
        <translation>Default &amp;naming for new games:</translation>
    </message>
    <message>
        <source>Computer players&apos; s&amp;peed:</source>
        <translation>Computer players&apos; s&amp;peed:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Your name:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>System default</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Very slow</translation>
    </message>
    <message>
        <source>{title} ({seconds} s per move)</source>
        <translation>{title} ({seconds} s per move)</translation>
    </message>
    <message>
        <source>&amp;Warn before I take a role that does nothing for me</source>
        <translation>&amp;Warn before I take a role that does nothing for me</translation>
    </message>
    <message>
        <source>&amp;Keep finished games (for replays and statistics)</source>
        <translation>&amp;Keep finished games (for replays and statistics)</translation>
    </message>
    <message>
        <source>Show &amp;chances to win</source>
        <translation>Show &amp;chances to win</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>{rate} %</source>
        <translation>{rate} %</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>No finished games yet.
Your games will appear here after the first finished game.</source>
        <translation>No finished games yet.
Your games will appear here after the first finished game.</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Games played:</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Wins:</translation>
    </message>
    <message>
        <source>Average score:</source>
        <translation>Average score:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Best score:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Favourite buildings:</source>
        <translation>Favourite buildings:</translation>
    </message>
    <message>
        <source>Finished games are not being kept. Switch on “{setting}” in {menu} to count your next games here.</source>
        <translation>Finished games are not being kept. Switch on “{setting}” in {menu} to count your next games here.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in the archive could not be read and were left out.</source>
        <translation>
            <numerusform>%n file in the archive could not be read and was left out.</numerusform>
            <numerusform>%n files in the archive could not be read and were left out.</numerusform>
        </translation>
    </message>
    <message>
        <source>All</source>
        <translation>All</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Number of players:</translation>
    </message>
    <message>
        <source>No finished game with a person at the table yet.
Games between computer players only are in File › Replays…</source>
        <translation>No finished game with a person at the table yet.
Games between computer players only are in File › Replays…</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>No finished games yet.</translation>
    </message>
    <message>
        <source>{wins} ({rate})</source>
        <translation>{wins} ({rate})</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>{players} players</translation>
    </message>
    <message>
        <source>{building} ({count}×)</source>
        <translation>{building} ({count}×)</translation>
    </message>
    <message>
        <source>Score per game (gold: won)</source>
        <translation>Score per game (gold: won)</translation>
    </message>
    <message>
        <source>Win rate by opponent level</source>
        <translation>Win rate by opponent level</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Win rate (%)</translation>
    </message>
    <message>
        <source>Games: {count}</source>
        <translation>Games: {count}</translation>
    </message>
    <message>
        <source>People only</source>
        <translation>People only</translation>
    </message>
    <message>
        <source>Only people at the table</source>
        <translation>Only people at the table</translation>
    </message>
    <message>
        <source>Against {level}</source>
        <translation>Against {level}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>That is where it already is.</source>
        <translation>That is where it already is.</translation>
    </message>
    <message>
        <source>There is nobody there to move.</source>
        <translation>There is nobody there to move.</translation>
    </message>
    <message>
        <source>Every circle there is already taken.</source>
        <translation>Every circle there is already taken.</translation>
    </message>
    <message>
        <source>Someone is still waiting on the {san_juan} space while a circle is empty: place them first.</source>
        <translation>Someone is still waiting on the {san_juan} space while a circle is empty: place them first.</translation>
    </message>
    <message>
        <source>New since your last move (the star on it says so).</source>
        <translation>New since your last move (the star on it says so).</translation>
    </message>
    <message>
        <source>new</source>
        <translation>new</translation>
    </message>
    <message>
        <source>New since the position shown before (the star on it says so).</source>
        <translation>New since the position shown before (the star on it says so).</translation>
    </message>
    <message>
        <source>That does not go there.</source>
        <translation>That does not go there.</translation>
    </message>
    <message>
        <source>Taken by {player} this round.</source>
        <translation>Taken by {player} this round.</translation>
    </message>
    <message>
        <source>Face-down: {n}</source>
        <translation>Face-down: {n}</translation>
    </message>
    <message>
        <source>Quarries: {n}</source>
        <translation>Quarries: {n}</translation>
    </message>
    <message>
        <source>On board: {colonists} and {nobles}.</source>
        <translation>On board: {colonists} and {nobles}.</translation>
    </message>
    <message>
        <source>Fewer {colonists} than players are left: the next {mayor_phase} cannot fill the {ship} and ends the game.</source>
        <translation>Fewer {colonists} than players are left: the next {mayor_phase} cannot fill the {ship} and ends the game.</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Column {n}</translation>
    </message>
    <message>
        <source>Buildings worth {n} VP. Each manned quarry lowers their price by one, at most by {n}.</source>
        <translation>Buildings worth {n} VP. Each manned quarry lowers their price by one, at most by {n}.</translation>
    </message>
    <message>
        <source>Your prices now: {prices}</source>
        <translation>Your prices now: {prices}</translation>
    </message>
    <message>
        <source>{load}/{cap}</source>
        <translation>{load}/{cap}</translation>
    </message>
    <message>
        <source>Ship with {cap} holds</source>
        <translation>Ship with {cap} holds</translation>
    </message>
    <message>
        <source>VP chips</source>
        <translation>VP chips</translation>
    </message>
    <message>
        <source>Only {chips} left, and the players hold {held}: the next {captain_phase} may use the chips up, and the game ends with that round.</source>
        <translation>Only {chips} left, and the players hold {held}: the next {captain_phase} may use the chips up, and the game ends with that round.</translation>
    </message>
    <message>
        <source>The bank is empty: {vp} more were handed out, counted on paper.</source>
        <translation>The bank is empty: {vp} more were handed out, counted on paper.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Goods</translation>
    </message>
    <message>
        <source>{forests} on this {island}</source>
        <translation>{forests} on this {island}</translation>
    </message>
    <message>
        <source>manned by a {noble}</source>
        <translation>manned by a {noble}</translation>
    </message>
    <message>
        <source>manned</source>
        <translation>manned</translation>
    </message>
    <message>
        <source>no {colonist}</source>
        <translation>no {colonist}</translation>
    </message>
    <message>
        <source>Guests here: {n}</source>
        <translation>Guests here: {n}</translation>
    </message>
    <message>
        <source>Manned by a {noble}, so its effect with a {noble} applies.</source>
        <translation>Manned by a {noble}, so its effect with a {noble} applies.</translation>
    </message>
    <message>
        <source>{count} shown here. Only four buildings tell a {noble} from a {colonist}; elsewhere it makes no difference where {nobles} stand, so the table shows them in {san_juan} first, then in the buildings.</source>
        <translation>{count} shown here. Only four buildings tell a {noble} from a {colonist}; elsewhere it makes no difference where {nobles} stand, so the table shows them in {san_juan} first, then in the buildings.</translation>
    </message>
    <message>
        <source>To place</source>
        <translation>To place</translation>
    </message>
    <message>
        <source>{workers} ({nobles} among them)</source>
        <translation>{workers} ({nobles} among them)</translation>
    </message>
    <message>
        <source>Trading-house price {price}, for you now {yours}.</source>
        <translation>Trading-house price {price}, for you now {yours}.</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Warehouse</translation>
    </message>
    <message>
        <source>Warehouses</source>
        <translation>Warehouses</translation>
    </message>
    <message>
        <source>Keep one</source>
        <translation>Keep one</translation>
    </message>
    <message>
        <source>Single {barrels}</source>
        <translation>Single {barrels}</translation>
    </message>
    <message>
        <source>Drop a good here to keep all {barrels} of that kind.</source>
        <translation>Drop a good here to keep all {barrels} of that kind.</translation>
    </message>
    <message>
        <source>Drop a good here to keep a single {barrel} of it.</source>
        <translation>Drop a good here to keep a single {barrel} of it.</translation>
    </message>
    <message>
        <source>goods</source>
        <translation>goods</translation>
    </message>
    <message>
        <source>{player} (you)</source>
        <translation>{player} (you)</translation>
    </message>
    <message>
        <source>{player}: {zone}</source>
        <translation>{player}: {zone}</translation>
    </message>
    <message>
        <source>{count} in all, {nobles} among them</source>
        <translation>{count} in all, {nobles} among them</translation>
    </message>
    <message>
        <source>{nobles} among the {colonists} (1 VP each at the end)</source>
        <translation>{nobles} among the {colonists} (1 VP each at the end)</translation>
    </message>
    <message>
        <source>Keep these</source>
        <translation>Keep these</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Roles</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Buildings</translation>
    </message>
    <message>
        <source>Trading house</source>
        <translation>Trading house</translation>
    </message>
    <message>
        <source>Cargo ships</source>
        <translation>Cargo ships</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Supply</translation>
    </message>
    <message>
        <source>With the keys: Tab or F6 to the place, the arrows to the space, then Enter.</source>
        <translation>With the keys: Tab or F6 to the place, the arrows to the space, then Enter.</translation>
    </message>
    <message>
        <source>Now click your {market} (or the building you buy) to trade it in. Esc cancels.</source>
        <translation>Now click your {market} (or the building you buy) to trade it in. Esc cancels.</translation>
    </message>
    <message>
        <source>Now click your {building} to sell this tile. Esc cancels.</source>
        <translation>Now click your {building} to sell this tile. Esc cancels.</translation>
    </message>
    <message>
        <source>Now click a free circle or an empty {plantation} for this guest. Esc cancels.</source>
        <translation>Now click a free circle or an empty {plantation} for this guest. Esc cancels.</translation>
    </message>
    <message>
        <source>Now click a free circle (or the {san_juan} space) for this {colonist}. Esc cancels.</source>
        <translation>Now click a free circle (or the {san_juan} space) for this {colonist}. Esc cancels.</translation>
    </message>
    <message>
        <source>Now click where it should go — the lit places. Esc cancels.</source>
        <translation>Now click where it should go — the lit places. Esc cancels.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Your turn, {player}</source>
        <translation>Your turn, {player}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>Show the scores</source>
        <translation>Show the scores</translation>
    </message>
    <message>
        <source>Fill the circles</source>
        <translation>Fill the circles</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Start over</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Draw a face-down tile</source>
        <translation>Draw a face-down tile</translation>
    </message>
    <message>
        <source>{good} as a forest</source>
        <translation>{good} as a forest</translation>
    </message>
    <message>
        <source>Yes, take the {colonist}</source>
        <translation>Yes, take the {colonist}</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>No, thanks</translation>
    </message>
    <message>
        <source>No extra good</source>
        <translation>No extra good</translation>
    </message>
    <message>
        <source>Ship nothing</source>
        <translation>Ship nothing</translation>
    </message>
    <message>
        <source>Goods are stored only after the {role_phase}.</source>
        <translation>Goods are stored only after the {role_phase}.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} VP</translation>
    </message>
    <message>
        <source>{vp} VP · ×{copies}</source>
        <translation>{vp} VP · ×{copies}</translation>
    </message>
    <message>
        <source>{vp} VP ×{copies}</source>
        <translation>{vp} VP ×{copies}</translation>
    </message>
    <message numerus="yes">
        <source>{barrels} will go back to the supply.</source>
        <translation>
            <numerusform>{barrels} will go back to the supply.</numerusform>
            <numerusform>{barrels} will go back to the supply.</numerusform>
        </translation>
    </message>
    <message>
        <source>{noble} ({place})</source>
        <translation>{noble} ({place})</translation>
    </message>
    <message>
        <source>{colonist} ({place})</source>
        <translation>{colonist} ({place})</translation>
    </message>
    <message>
        <source>A VP chip</source>
        <translation>A VP chip</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Face up</translation>
    </message>
    <message>
        <source>As a forest</source>
        <translation>As a forest</translation>
    </message>
    <message>
        <source>Guest ({noble}) → {place}</source>
        <translation>Guest ({noble}) → {place}</translation>
    </message>
    <message>
        <source>Guest → {place}</source>
        <translation>Guest → {place}</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Go on</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>Keep all</translation>
    </message>
    <message>
        <source>{Nobles}: {buildings}</source>
        <translation>{Nobles}: {buildings}</translation>
    </message>
    <message>
        <source>{Colonists} only</source>
        <translation>{Colonists} only</translation>
    </message>
    <message>
        <source>{forest} ({good})</source>
        <translation>{forest} ({good})</translation>
    </message>
    <message>
        <source>Give {goods} (+{vp})</source>
        <translation>Give {goods} (+{vp})</translation>
    </message>
    <message>
        <source>Give nothing</source>
        <translation>Give nothing</translation>
    </message>
    <message>
        <source>{building}: {good}</source>
        <translation>{building}: {good}</translation>
    </message>
    <message>
        <source>Sail ({earns})</source>
        <translation>Sail ({earns})</translation>
    </message>
    <message>
        <source>{good}: {doubloons}</source>
        <translation>{good}: {doubloons}</translation>
    </message>
    <message>
        <source>Buy a face-down {plantation} ({price})</source>
        <translation>Buy a face-down {plantation} ({price})</translation>
    </message>
    <message>
        <source>Sell: {tile}</source>
        <translation>Sell: {tile}</translation>
    </message>
    <message>
        <source>Stop: the rest back to the supply</source>
        <translation>Stop: the rest back to the supply</translation>
    </message>
    <message>
        <source>Stop: the rest on the {san_juan} space</source>
        <translation>Stop: the rest on the {san_juan} space</translation>
    </message>
    <message>
        <source>Raid: {kept}</source>
        <translation>Raid: {kept}</translation>
    </message>
    <message>
        <source>Raid a ship …</source>
        <translation>Raid a ship …</translation>
    </message>
    <message>
        <source>Plunder: +{vp}</source>
        <translation>Plunder: +{vp}</translation>
    </message>
    <message>
        <source>Plunder: nothing</source>
        <translation>Plunder: nothing</translation>
    </message>
    <message>
        <source>Poach: +{workers}</source>
        <translation>Poach: +{workers}</translation>
    </message>
    <message>
        <source>Poach: nobody</source>
        <translation>Poach: nobody</translation>
    </message>
    <message>
        <source>Swap a role …</source>
        <translation>Swap a role …</translation>
    </message>
    <message>
        <source>drawn when the draft is over</source>
        <translation>drawn when the draft is over</translation>
    </message>
    <message>
        <source>{building} ({vp} VP): {effect}</source>
        <translation>{building} ({vp} VP): {effect}</translation>
    </message>
    <message>
        <source>Met by {player}, who got {reward}.</source>
        <translation>Met by {player}, who got {reward}.</translation>
    </message>
    <message>
        <source>Not met yet: {reward} for the first.</source>
        <translation>Not met yet: {reward} for the first.</translation>
    </message>
    <message>
        <source>Now click a loaded cargo ship, the trading house, the {ship} or a role card nobody has used. Esc cancels.</source>
        <translation>Now click a loaded cargo ship, the trading house, the {ship} or a role card nobody has used. Esc cancels.</translation>
    </message>
    <message>
        <source>Now click a free circle of your tiles or buildings. Esc cancels.</source>
        <translation>Now click a free circle of your tiles or buildings. Esc cancels.</translation>
    </message>
    <message>
        <source>{wanted}: {player} holds it</source>
        <translation>{wanted}: {player} holds it</translation>
    </message>
    <message>
        <source>Swapped this round by {player}, the {smuggler}.</source>
        <translation>Swapped this round by {player}, the {smuggler}.</translation>
    </message>
    <message>
        <source>{workers} to place on free circles now</source>
        <translation>{workers} to place on free circles now</translation>
    </message>
    <message>
        <source>Poached: never on the {san_juan} space; those not placed go back.</source>
        <translation>Poached: never on the {san_juan} space; those not placed go back.</translation>
    </message>
    <message>
        <source>From the {festival}: those not placed wait on the {san_juan} space.</source>
        <translation>From the {festival}: those not placed wait on the {san_juan} space.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>What should I do? A computer player suggests a move ({key}).</source>
        <translation>What should I do? A computer player suggests a move ({key}).</translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message numerus="yes">
        <source>%n circle(s)</source>
        <translation>
            <numerusform>%n circle</numerusform>
            <numerusform>%n circles</numerusform>
        </translation>
    </message>
    <message>
        <source>The {colonists} on the {ship} are handed out round the table, and everyone places all of theirs anew. The {mayor} gets one extra {colonist} from the supply.</source>
        <translation>The {colonists} on the {ship} are handed out round the table, and everyone places all of theirs anew. The {mayor} gets one extra {colonist} from the supply.</translation>
    </message>
    <message>
        <source>Everyone may buy one building for their {city}. The {builder} pays one less; every manned quarry takes one more off (up to the building&apos;s column).</source>
        <translation>Everyone may buy one building for their {city}. The {builder} pays one less; every manned quarry takes one more off (up to the building&apos;s column).</translation>
    </message>
    <message>
        <source>Nobody else acts: the {prospector} simply takes one {doubloon} from the bank.</source>
        <translation>Nobody else acts: the {prospector} simply takes one {doubloon} from the bank.</translation>
    </message>
    <message>
        <source>Whoever takes this card also gets the {doubloons} on it.</source>
        <translation>Whoever takes this card also gets the {doubloons} on it.</translation>
    </message>
    <message>
        <source>Each good you sell to the trading house earns one {doubloon} more.</source>
        <translation>Each good you sell to the trading house earns one {doubloon} more.</translation>
    </message>
    <message>
        <source>Each good you sell to the trading house earns two {doubloons} more (adds up with the {small_market}).</source>
        <translation>Each good you sell to the trading house earns two {doubloons} more (adds up with the {small_market}).</translation>
    </message>
    <message>
        <source>In the {settler_phase}, before your normal pick, you may add a random face-down {plantation} to your {island}.</source>
        <translation>In the {settler_phase}, before your normal pick, you may add a random face-down {plantation} to your {island}.</translation>
    </message>
    <message>
        <source>In the {settler_phase} you may take a quarry instead of a face-up tile, whoever chose the role.</source>
        <translation>In the {settler_phase} you may take a quarry instead of a face-up tile, whoever chose the role.</translation>
    </message>
    <message>
        <source>You may sell a kind of good the trading house already holds.</source>
        <translation>You may sell a kind of good the trading house already holds.</translation>
    </message>
    <message>
        <source>When goods are produced, variety pays: 1 {doubloon} for two kinds, 2 for three, 3 for four, 5 for all five.</source>
        <translation>When goods are produced, variety pays: 1 {doubloon} for two kinds, 2 for three, 3 for four, 5 for all five.</translation>
    </message>
    <message>
        <source>Every building you buy comes with a {colonist} from the supply already in it.</source>
        <translation>Every building you buy comes with a {colonist} from the supply already in it.</translation>
    </message>
    <message>
        <source>Game end: 1 VP per small and 2 VP per large production building in your {city}.</source>
        <translation>Game end: 1 VP per small and 2 VP per large production building in your {city}.</translation>
    </message>
    <message>
        <source>Game end: 4 VP for up to 9 filled {island} spaces, 5 for 10, 6 for 11 and 7 for all 12.</source>
        <translation>Game end: 4 VP for up to 9 filled {island} spaces, 5 for 10, 6 for 11 and 7 for all 12.</translation>
    </message>
    <message>
        <source>Game end: 1 VP for every three {colonists} you own.</source>
        <translation>Game end: 1 VP for every three {colonists} you own.</translation>
    </message>
    <message>
        <source>Game end: 1 VP for every four VP in chips you hold.</source>
        <translation>Game end: 1 VP for every four VP in chips you hold.</translation>
    </message>
    <message>
        <source>Game end: 1 VP for every {violet} building in your {city}, this one included.</source>
        <translation>Game end: 1 VP for every {violet} building in your {city}, this one included.</translation>
    </message>
    <message>
        <source>{colonists} still to come. When the {ship} can no longer be refilled, the game ends {after_the_round}.</source>
        <translation>{colonists} still to come. When the {ship} can no longer be refilled, the game ends {after_the_round}.</translation>
    </message>
    <message>
        <source>Victory point chips still in the bank. When they run out while shipping, the game ends {after_the_round}.</source>
        <translation>Victory point chips still in the bank. When they run out while shipping, the game ends {after_the_round}.</translation>
    </message>
    <message>
        <source>Twelve building spaces; large buildings take two. Filling the last space ends the game {after_the_round}.</source>
        <translation>Twelve building spaces; large buildings take two. Filling the last space ends the game {after_the_round}.</translation>
    </message>
    <message>
        <source>With a {colonist} here you may lay the {plantations} you take face down as forests (a drawn one after a look). Every two forests make your buildings one {doubloon} cheaper, even without a {colonist} here.</source>
        <translation>With a {colonist} here you may lay the {plantations} you take face down as forests (a drawn one after a look). Every two forests make your buildings one {doubloon} cheaper, even without a {colonist} here.</translation>
    </message>
    <message>
        <source>Short of money when building: pay what you lack, and no more, with a VP chip, a {barrel} and a {colonist}, one {doubloon} each, at most one of each.</source>
        <translation>Short of money when building: pay what you lack, and no more, with a VP chip, a {barrel} and a {colonist}, one {doubloon} each, at most one of each.</translation>
    </message>
    <message>
        <source>After the {captain_phase} you keep up to three more {barrels}, of any kinds.</source>
        <translation>After the {captain_phase} you keep up to three more {barrels}, of any kinds.</translation>
    </message>
    <message>
        <source>Its {colonists} are guests: outside the {mayor_phase} you may move them, whenever you want (as a phase starts too), onto a free circle in your {city} or on your {island}; they work there at once.</source>
        <translation>Its {colonists} are guests: outside the {mayor_phase} you may move them, whenever you want (as a phase starts too), onto a free circle in your {city} or on your {island}; they work there at once.</translation>
    </message>
    <message>
        <source>In the {trader_phase}, sell one good straight to the supply instead of to the trading house: its price and the privilege, without the markets&apos; bonus.</source>
        <translation>In the {trader_phase}, sell one good straight to the supply instead of to the trading house: its price and the privilege, without the markets&apos; bonus.</translation>
    </message>
    <message>
        <source>Every building you build after it brings VP chips: 1 for a building of column 2 or 3, 2 for column 4.</source>
        <translation>Every building you build after it brings VP chips: 1 for a building of column 2 or 3, 2 for column 4.</translation>
    </message>
    <message>
        <source>Once per {captain_phase}, ship {barrels} of any kinds on your own small ship: 1 VP per two {barrels}.</source>
        <translation>Once per {captain_phase}, ship {barrels} of any kinds on your own small ship: 1 VP per two {barrels}.</translation>
    </message>
    <message>
        <source>Every shipment you make brings a {doubloon}, and one more when you are the {captain}.</source>
        <translation>Every shipment you make brings a {doubloon}, and one more when you are the {captain}.</translation>
    </message>
    <message>
        <source>When goods are produced: your largest production of one kind other than corn, less one, in {doubloons}.</source>
        <translation>When goods are produced: your largest production of one kind other than corn, less one, in {doubloons}.</translation>
    </message>
    <message>
        <source>The privileges of the roles you choose count twice.</source>
        <translation>The privileges of the roles you choose count twice.</translation>
    </message>
    <message>
        <source>At your first turn of the {captain_phase}, before you ship: 1 VP for every pair of equal {barrels} you hold, of every kind.</source>
        <translation>At your first turn of the {captain_phase}, before you ship: 1 VP for every pair of equal {barrels} you hold, of every kind.</translation>
    </message>
    <message>
        <source>Game end: 1, 3, 6 or 10 VP for one to four sets of three equal tiles on your {island} (all forests count as one kind).</source>
        <translation>Game end: 1, 3, 6 or 10 VP for one to four sets of three equal tiles on your {island} (all forests count as one kind).</translation>
    </message>
    <message>
        <source>A tile laid face down as a forest (with the {forest_house}): no {colonist} works on it, and it fills an {island} space. Every two forests make your buildings one {doubloon} cheaper, with or without the {forest_house}.</source>
        <translation>A tile laid face down as a forest (with the {forest_house}): no {colonist} works on it, and it fills an {island} space. Every two forests make your buildings one {doubloon} cheaper, with or without the {forest_house}.</translation>
    </message>
    <message>
        <source>A monument: 8 VP, needs no {colonist}.</source>
        <translation>A monument: 8 VP, needs no {colonist}.</translation>
    </message>
    <message>
        <source>In your {trader} turn, before selling: with a {colonist}, buy the top face-down {plantation} for 1 {doubloon}; with a {noble}, sell one of your {plantations} or forests for 1 {doubloon}.</source>
        <translation>In your {trader} turn, before selling: with a {colonist}, buy the top face-down {plantation} for 1 {doubloon}; with a {noble}, sell one of your {plantations} or forests for 1 {doubloon}.</translation>
    </message>
    <message>
        <source>Every {craftsman_phase}: a {doubloon} with a {colonist} in it, a VP chip with a {noble}.</source>
        <translation>Every {craftsman_phase}: a {doubloon} with a {colonist} in it, a VP chip with a {noble}.</translation>
    </message>
    <message>
        <source>End of the {settler_phase}: with a {colonist}, you may give up one {plantation} or forest; with a {noble}, 2 VP chips if your {island} has more empty spaces than every other.</source>
        <translation>End of the {settler_phase}: with a {colonist}, you may give up one {plantation} or forest; with a {noble}, 2 VP chips if your {island} has more empty spaces than every other.</translation>
    </message>
    <message>
        <source>With a {colonist}: buildings of columns 1 to 3 cost one {doubloon} less; with a {noble}: those of column 4 cost two less.</source>
        <translation>With a {colonist}: buildings of columns 1 to 3 cost one {doubloon} less; with a {noble}: those of column 4 cost two less.</translation>
    </message>
    <message>
        <source>At your first turn of the {captain_phase}, before you ship: give {barrels} of different kinds to the supply, at most one per {noble} you own, for 1 VP each.</source>
        <translation>At your first turn of the {captain_phase}, before you ship: give {barrels} of different kinds to the supply, at most one per {noble} you own, for 1 VP each.</translation>
    </message>
    <message>
        <source>Every {mayor_phase}: a {noble} from the supply (a {colonist} when none is left).</source>
        <translation>Every {mayor_phase}: a {noble} from the supply (a {colonist} when none is left).</translation>
    </message>
    <message>
        <source>Every {craftsman_phase}: a {doubloon} per {noble} you own.</source>
        <translation>Every {craftsman_phase}: a {doubloon} per {noble} you own.</translation>
    </message>
    <message>
        <source>Game end: 1 more VP per {noble} you own (besides its own VP).</source>
        <translation>Game end: 1 more VP per {noble} you own (besides its own VP).</translation>
    </message>
    <message>
        <source>{nobles} still to come: after every {mayor_phase} one of them stands on the {ship} instead of a {colonist}, while any are left. A {noble} works like a {colonist}; each is worth 1 VP at the end.</source>
        <translation>{nobles} still to come: after every {mayor_phase} one of them stands on the {ship} instead of a {colonist}, while any are left. A {noble} works like a {colonist}; each is worth 1 VP at the end.</translation>
    </message>
    <message>
        <source>Everyone&apos;s manned {plantations} and production buildings turn out goods. The {craftsman} then takes one more {barrel} of a kind just produced.</source>
        <translation>Everyone&apos;s manned {plantations} and production buildings turn out goods. The {craftsman} then takes one more {barrel} of a kind just produced.</translation>
    </message>
    <message>
        <source>After the {captain_phase} you keep all {barrels} of one kind, on top of the single {barrel} everyone keeps.</source>
        <translation>After the {captain_phase} you keep all {barrels} of one kind, on top of the single {barrel} everyone keeps.</translation>
    </message>
    <message>
        <source>After the {captain_phase} you keep all {barrels} of two kinds, on top of the single {barrel} everyone keeps.</source>
        <translation>After the {captain_phase} you keep all {barrels} of two kinds, on top of the single {barrel} everyone keeps.</translation>
    </message>
    <message>
        <source>Each shipment you make, onto a cargo ship or a wharf of yours, earns one VP more.</source>
        <translation>Each shipment you make, onto a cargo ship or a wharf of yours, earns one VP more.</translation>
    </message>
    <message>
        <source>Your own ship without a size limit: once per {captain_phase}, ship all {barrels} of one kind here instead of on a cargo ship.</source>
        <translation>Your own ship without a size limit: once per {captain_phase}, ship all {barrels} of one kind here instead of on a cargo ship.</translation>
    </message>
    <message>
        <source>One {barrel} more when your large {indigo} or large sugar building produces.</source>
        <translation>One {barrel} more when your large {indigo} or large sugar building produces.</translation>
    </message>
    <message>
        <source>Turns the harvest of your manned {good} {plantations} into {barrels}: one {barrel} for each manned {good} {plantation} that a {colonist} here can process ({circles}).</source>
        <translation>Turns the harvest of your manned {good} {plantations} into {barrels}: one {barrel} for each manned {good} {plantation} that a {colonist} here can process ({circles}).</translation>
    </message>
    <message>
        <source>Works only while a {colonist} or a {noble} is in it.</source>
        <translation>Works only while a {colonist} or a {noble} is in it.</translation>
    </message>
    <message>
        <source>Works only while a {colonist} is in it.</source>
        <translation>Works only while a {colonist} is in it.</translation>
    </message>
    <message>
        <source>Costs {cost}, worth {vp} · {circles} · column {column}</source>
        <translation>Costs {cost}, worth {vp} · {circles} · column {column}</translation>
    </message>
    <message>
        <source>Large: takes two {city} spaces; the game-end bonus needs a {colonist} in it.</source>
        <translation>Large: takes two {city} spaces; the game-end bonus needs a {colonist} in it.</translation>
    </message>
    <message>
        <source>Large: takes two {city} spaces.</source>
        <translation>Large: takes two {city} spaces.</translation>
    </message>
    <message>
        <source>You would pay {cost} now.</source>
        <translation>You would pay {cost} now.</translation>
    </message>
    <message>
        <source>Left in the market: {n}</source>
        <translation>Left in the market: {n}</translation>
    </message>
    <message>
        <source>The role cards. On your turn take one: everybody then does that action, you with a small advantage. Cards nobody took collect a {doubloon} each round.</source>
        <translation>The role cards. On your turn take one: everybody then does that action, you with a small advantage. Cards nobody took collect a {doubloon} each round.</translation>
    </message>
    <message>
        <source>Face-up {plantations} for the {settler_phase}. What nobody takes is discarded afterwards.</source>
        <translation>Face-up {plantations} for the {settler_phase}. What nobody takes is discarded afterwards.</translation>
    </message>
    <message>
        <source>Everyone, the {settler} first, may add one face-up {plantation} to their {island}. The {settler} may take a quarry instead.</source>
        <translation>Everyone, the {settler} first, may add one face-up {plantation} to their {island}. The {settler} may take a quarry instead.</translation>
    </message>
    <message>
        <source>Each {plantation} or quarry you take from the open display in the {settler_phase} arrives with a {colonist} on it (from the supply, or from the {ship} when the supply is empty). The face-down tile of the {hacienda} comes without one.</source>
        <translation>Each {plantation} or quarry you take from the open display in the {settler_phase} arrives with a {colonist} on it (from the supply, or from the {ship} when the supply is empty). The face-down tile of the {hacienda} comes without one.</translation>
    </message>
    <message>
        <source>Everyone may sell one good to the trading house, which holds four goods of different kinds. Prices: corn 0, {indigo} 1, sugar 2, tobacco 3, coffee 4 {doubloons}. The {trader} earns one {doubloon} more.</source>
        <translation>Everyone may sell one good to the trading house, which holds four goods of different kinds. Prices: corn 0, {indigo} 1, sugar 2, tobacco 3, coffee 4 {doubloons}. The {trader} earns one {doubloon} more.</translation>
    </message>
    <message>
        <source>In turn, round after round, everyone who can must load goods onto a cargo ship: one kind, as many {barrels} as fit. It goes on until nobody can load any more: one VP per {barrel}, and one more for the {captain}&apos;s first load. Then everyone keeps one {barrel} (more with a warehouse); the rest go back to the supply.</source>
        <translation>In turn, round after round, everyone who can must load goods onto a cargo ship: one kind, as many {barrels} as fit. It goes on until nobody can load any more: one VP per {barrel}, and one more for the {captain}&apos;s first load. Then everyone keeps one {barrel} (more with a warehouse); the rest go back to the supply.</translation>
    </message>
    <message>
        <source>Quarries make buildings cheaper once a {colonist} works them. Only the {settler} may take one, and anyone with a manned {construction_hut}.</source>
        <translation>Quarries make buildings cheaper once a {colonist} works them. Only the {settler} may take one, and anyone with a manned {construction_hut}.</translation>
    </message>
    <message>
        <source>Face-down {plantations}: they refill the offer after each {settler_phase}.</source>
        <translation>Face-down {plantations}: they refill the offer after each {settler_phase}.</translation>
    </message>
    <message>
        <source>These {colonists} arrive in the next {mayor_phase}. Afterwards it is refilled with one for every empty building circle, at least one per player.</source>
        <translation>These {colonists} arrive in the next {mayor_phase}. Afterwards it is refilled with one for every empty building circle, at least one per player.</translation>
    </message>
    <message>
        <source>Buildings for sale, by column. Each player may own each building once. Manned quarries lower the price by up to the column number.</source>
        <translation>Buildings for sale, by column. Each player may own each building once. Manned quarries lower the price by up to the column number.</translation>
    </message>
    <message>
        <source>Four places, each kind of good only once. When all four are taken, it is emptied after the {trader_phase}.</source>
        <translation>Four places, each kind of good only once. When all four are taken, it is emptied after the {trader_phase}.</translation>
    </message>
    <message>
        <source>Each ship takes one kind of good, and no two ships the same kind. Full ships are unloaded after the {captain_phase}; the others keep their cargo.</source>
        <translation>Each ship takes one kind of good, and no two ships the same kind. Full ships are unloaded after the {captain_phase}; the others keep their cargo.</translation>
    </message>
    <message>
        <source>Your private ship from the {wharf}: all {barrels} of one kind, once per phase.</source>
        <translation>Your private ship from the {wharf}: all {barrels} of one kind, once per phase.</translation>
    </message>
    <message>
        <source>{barrels} left in the supply. Nobody produces a good that has run out.</source>
        <translation>{barrels} left in the supply. Nobody produces a good that has run out.</translation>
    </message>
    <message>
        <source>Twelve spaces for {plantations} and quarries. A tile works only with a {colonist} on it.</source>
        <translation>Twelve spaces for {plantations} and quarries. A tile works only with a {colonist} on it.</translation>
    </message>
    <message>
        <source>{colonists} waiting for work. In the {mayor_phase} they may only stay here when every circle is full.</source>
        <translation>{colonists} waiting for work. In the {mayor_phase} they may only stay here when every circle is full.</translation>
    </message>
    <message>
        <source>Your goods: sell them to the trading house or ship them for VP.</source>
        <translation>Your goods: sell them to the trading house or ship them for VP.</translation>
    </message>
    <message>
        <source>This player&apos;s goods: to be sold to the trading house or shipped for VP; at the end of the {captain_phase} only one of them is kept, and more with a warehouse.</source>
        <translation>This player&apos;s goods: to be sold to the trading house or shipped for VP; at the end of the {captain_phase} only one of them is kept, and more with a warehouse.</translation>
    </message>
    <message>
        <source>Money to buy buildings. Also breaks a tie at the end.</source>
        <translation>Money to buy buildings. Also breaks a tie at the end.</translation>
    </message>
    <message>
        <source>VP chips earned by shipping.</source>
        <translation>VP chips earned by shipping.</translation>
    </message>
    <message>
        <source>Everyone&apos;s standing at a glance.</source>
        <translation>Everyone&apos;s standing at a glance.</translation>
    </message>
    <message>
        <source>small production building</source>
        <translation>small production building</translation>
    </message>
    <message>
        <source>large production building</source>
        <translation>large production building</translation>
    </message>
    <message>
        <source>{violet} building</source>
        <translation>{violet} building</translation>
    </message>
    <message>
        <source>large {violet} building</source>
        <translation>large {violet} building</translation>
    </message>
    <message>
        <source>Three goals, each rewarded once, to the first player who meets it; they may be met in any order. A goal met is marked with its winner, and its pieces go back.</source>
        <translation>Three goals, each rewarded once, to the first player who meets it; they may be met in any order. A goal met is marked with its winner, and its pieces go back.</translation>
    </message>
    <message>
        <source>The first player with three {plantations} of this kind on the {island} gets three {colonists} from the supply (as many as are left), placed at once on free circles or on the {san_juan} space.</source>
        <translation>The first player with three {plantations} of this kind on the {island} gets three {colonists} from the supply (as many as are left), placed at once on free circles or on the {san_juan} space.</translation>
    </message>
    <message>
        <source>The first player to produce at least these three {barrels} in one {craftsman_phase} gets 3 {doubloons} from the bank. The {craftsman}&apos;s extra {barrel} does not count.</source>
        <translation>The first player to produce at least these three {barrels} in one {craftsman_phase} gets 3 {doubloons} from the bank. The {craftsman}&apos;s extra {barrel} does not count.</translation>
    </message>
    <message>
        <source>The first player to build this building gets 3 VP chips from the supply.</source>
        <translation>The first player to build this building gets 3 VP chips from the supply.</translation>
    </message>
    <message>
        <source>Only you act, once, choosing one of four: raid a cargo ship (keep up to three of its {barrels}), plunder the trading house (a VP chip per good taken out), poach {colonists} from the {ship} down to one per player (keep up to three, placed at once, never on the {san_juan} space), or swap a role card not used yet this round (its {doubloons} are yours; 3 more if someone else takes it, else you play it when the round ends). No {doubloon} is ever put on this card, and whoever takes it holds the wanted poster. No building adds to any of this.</source>
        <translation>Only you act, once, choosing one of four: raid a cargo ship (keep up to three of its {barrels}), plunder the trading house (a VP chip per good taken out), poach {colonists} from the {ship} down to one per player (keep up to three, placed at once, never on the {san_juan} space), or swap a role card not used yet this round (its {doubloons} are yours; 3 more if someone else takes it, else you play it when the round ends). No {doubloon} is ever put on this card, and whoever takes it holds the wanted poster. No building adds to any of this.</translation>
    </message>
    <message>
        <source>Whoever took the {smuggler} last holds the wanted poster and may not take the {smuggler} again until another player has taken it.</source>
        <translation>Whoever took the {smuggler} last holds the wanted poster and may not take the {smuggler} again until another player has taken it.</translation>
    </message>
    <message>
        <source>If another player takes this role this round, the {smuggler} gets 3 {doubloons} from the bank; if nobody takes it, the {smuggler} plays it himself when the round ends.</source>
        <translation>If another player takes this role this round, the {smuggler} gets 3 {doubloons} from the bank; if nobody takes it, the {smuggler} plays it himself when the round ends.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} of {total}</translation>
    </message>
    <message>
        <source>Show the explanation</source>
        <translation>Show the explanation</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Got it</translation>
    </message>
    <message>
        <source>The explanation before</source>
        <translation>The explanation before</translation>
    </message>
    <message>
        <source>The next explanation</source>
        <translation>The next explanation</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
    <message>
        <source>Your tutorial game is waiting. Continue where you left off, or start again from the beginning?</source>
        <translation>Your tutorial game is waiting. Continue where you left off, or start again from the beginning?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Start over</translation>
    </message>
    <message>
        <source>Welcome to Puerto Rico</source>
        <translation>Welcome to Puerto Rico</translation>
    </message>
    <message>
        <source>{round} begins</source>
        <translation>{round} begins</translation>
    </message>
    <message>
        <source>You have met every role</source>
        <translation>You have met every role</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>You run a colony in the Caribbean, against two computer players who are beginners too. When the game ends, the most victory points win: you earn them with the buildings in your {city} and by shipping goods. Each round every player takes one role card; everybody then plays that role in turn, but whoever took it gets a little extra.</source>
        <translation>You run a colony in the Caribbean, against two computer players who are beginners too. When the game ends, the most victory points win: you earn them with the buildings in your {city} and by shipping goods. Each round every player takes one role card; everybody then plays that role in turn, but whoever took it gets a little extra.</translation>
    </message>
    <message>
        <source>One after the other, beginning with the player who took the card, everybody adds one face-up {plantation} to their {island}. The chooser may take a quarry instead: quarries make buildings cheaper. A new tile yields nothing until one of your {colonists} works on it.</source>
        <translation>One after the other, beginning with the player who took the card, everybody adds one face-up {plantation} to their {island}. The chooser may take a quarry instead: quarries make buildings cheaper. A new tile yields nothing until one of your {colonists} works on it.</translation>
    </message>
    <message>
        <source>New {colonists} arrive: the ones on the {ship} are dealt out around the table, beginning with the chooser, who also gets one more from the supply. Then everybody places their {colonists} on the circles of their tiles and buildings: only what is manned produces or works. At the end the {ship} is filled again for next time.</source>
        <translation>New {colonists} arrive: the ones on the {ship} are dealt out around the table, beginning with the chooser, who also gets one more from the supply. Then everybody places their {colonists} on the circles of their tiles and buildings: only what is manned produces or works. At the end the {ship} is filled again for next time.</translation>
    </message>
    <message>
        <source>Every player produces goods: one {barrel} for each manned {plantation} whose harvest a manned production building of the same kind can process. {Corn} needs no building. The chooser then takes one more {barrel} of a kind just produced.</source>
        <translation>Every player produces goods: one {barrel} for each manned {plantation} whose harvest a manned production building of the same kind can process. {Corn} needs no building. The chooser then takes one more {barrel} of a kind just produced.</translation>
    </message>
    <message>
        <source>In turn, every player may buy one building for their {city}; the chooser pays one {doubloon} less, and each manned quarry takes off one more (no more of them than the building&apos;s column number). Production buildings turn your harvest into goods, the {violet} ones give you an advantage of their own. Every building counts victory points at the end.</source>
        <translation>In turn, every player may buy one building for their {city}; the chooser pays one {doubloon} less, and each manned quarry takes off one more (no more of them than the building&apos;s column number). Production buildings turn your harvest into goods, the {violet} ones give you an advantage of their own. Every building counts victory points at the end.</translation>
    </message>
    <message>
        <source>In turn, every player may sell one {barrel} to the trading house. It takes each kind of good only once, and dearer goods bring more {doubloons}; once its four places are full, it is emptied at the end of the phase. The chooser earns one {doubloon} more for a sale of their own.</source>
        <translation>In turn, every player may sell one {barrel} to the trading house. It takes each kind of good only once, and dearer goods bring more {doubloons}; once its four places are full, it is emptied at the end of the phase. The chooser earns one {doubloon} more for a sale of their own.</translation>
    </message>
    <message>
        <source>Going round the table again and again, the players load goods onto the cargo ships until nobody can load any more. Every {barrel} shipped earns one victory point (the chooser gets one more for the first load); a ship takes one kind of good only, and whoever can load must do so. Afterwards each player keeps only one {barrel} (more with a warehouse); the rest goes back.</source>
        <translation>Going round the table again and again, the players load goods onto the cargo ships until nobody can load any more. Every {barrel} shipped earns one victory point (the chooser gets one more for the first load); a ship takes one kind of good only, and whoever can load must do so. Afterwards each player keeps only one {barrel} (more with a warehouse); the rest goes back.</translation>
    </message>
    <message>
        <source>The {governor} card has moved on to the next player, who chooses first now. Each role card that nobody took got one {doubloon} on it: whoever takes that card gets those {doubloons} too.</source>
        <translation>The {governor} card has moved on to the next player, who chooses first now. Each role card that nobody took got one {doubloon} on it: whoever takes that card gets those {doubloons} too.</translation>
    </message>
    <message>
        <source>From now on the tutorial only tells you what to do; the choices are yours. A good role helps you more than the others: the {captain} when you have goods to ship, the {builder} when you can afford a good building. The end comes when the victory point chips run out, the {ship} cannot be filled or a {city} is full; play then goes on only until the {governor} card would move on.</source>
        <translation>From now on the tutorial only tells you what to do; the choices are yours. A good role helps you more than the others: the {captain} when you have goods to ship, the {builder} when you can afford a good building. The end comes when the victory point chips run out, the {ship} cannot be filled or a {city} is full; play then goes on only until the {governor} card would move on.</translation>
    </message>
    <message>
        <source>The score sheet shows where everybody&apos;s victory points came from. You have played a whole game now: for the next one, choose New game in the File menu and pick your opponents there.</source>
        <translation>The score sheet shows where everybody&apos;s victory points came from. You have played a whole game now: for the next one, choose New game in the File menu and pick your opponents there.</translation>
    </message>
    <message>
        <source>Click one of the outlined role cards to take it. Rest the mouse on a card to read what it does.</source>
        <translation>Click one of the outlined role cards to take it. Rest the mouse on a card to read what it does.</translation>
    </message>
    <message>
        <source>Drag one {plantation} from the outlined offer onto your {island} (or double-click it).</source>
        <translation>Drag one {plantation} from the outlined offer onto your {island} (or double-click it).</translation>
    </message>
    <message>
        <source>As the {mayor} you may take one extra {colonist}: answer with the buttons at the top.</source>
        <translation>As the {mayor} you may take one extra {colonist}: answer with the buttons at the top.</translation>
    </message>
    <message>
        <source>Drag your {colonists} from the {san_juan} space onto free circles of your tiles and buildings (or press “{fill}”), then press “{done}”.</source>
        <translation>Drag your {colonists} from the {san_juan} space onto free circles of your tiles and buildings (or press “{fill}”), then press “{done}”.</translation>
    </message>
    <message>
        <source>Drag a building you can afford from the outlined list onto a free space of your {city}, or press “{pass}” to keep your {doubloons}.</source>
        <translation>Drag a building you can afford from the outlined list onto a free space of your {city}, or press “{pass}” to keep your {doubloons}.</translation>
    </message>
    <message>
        <source>As the {craftsman} you get one extra {barrel}: choose its kind with the buttons at the top.</source>
        <translation>As the {craftsman} you get one extra {barrel}: choose its kind with the buttons at the top.</translation>
    </message>
    <message>
        <source>Drag one of your goods from your board onto the trading house to sell it, or press “{pass}”.</source>
        <translation>Drag one of your goods from your board onto the trading house to sell it, or press “{pass}”.</translation>
    </message>
    <message>
        <source>Drag a kind of good from your board onto an outlined cargo ship: every {barrel} of it that fits goes aboard.</source>
        <translation>Drag a kind of good from your board onto an outlined cargo ship: every {barrel} of it that fits goes aboard.</translation>
    </message>
    <message>
        <source>Choose what stays on your board. The panel there already holds the best choice: press “{keep}”, or drag other goods onto its places first.</source>
        <translation>Choose what stays on your board. The panel there already holds the best choice: press “{keep}”, or drag other goods onto its places first.</translation>
    </message>
    <message>
        <source>One of your buildings offers you an extra {colonist}: answer with the buttons at the top.</source>
        <translation>One of your buildings offers you an extra {colonist}: answer with the buttons at the top.</translation>
    </message>
    <message>
        <source>Drag from here</source>
        <translation>Drag from here</translation>
    </message>
    <message>
        <source>Drop here</source>
        <translation>Drop here</translation>
    </message>
    <message>
        <source>Click here</source>
        <translation>Click here</translation>
    </message>
    <message>
        <source>A star on the others&apos; buildings and {plantations} marks what they did since your last move.</source>
        <translation>A star on the others&apos; buildings and {plantations} marks what they did since your last move.</translation>
    </message>
    <message>
        <source>You chose this role last.</source>
        <translation>You chose this role last.</translation>
    </message>
    <message>
        <source>{player} chose this role last.</source>
        <translation>{player} chose this role last.</translation>
    </message>
    <message>
        <source>The game is over: the score sheet has the result.</source>
        <translation>The game is over: the score sheet has the result.</translation>
    </message>
    <message>
        <source>{player} is to move. Watch the table: the line at its top and the game log tell what happens.</source>
        <translation>{player} is to move. Watch the table: the line at its top and the game log tell what happens.</translation>
    </message>
    <message>
        <source>Your turn: the line at the top of the table says what to do.</source>
        <translation>Your turn: the line at the top of the table says what to do.</translation>
    </message>
    <message>
        <source>You are the {governor} this round, so you choose first.</source>
        <translation>You are the {governor} this round, so you choose first.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>The end</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>Meanwhile</source>
        <translation>Meanwhile</translation>
    </message>
    <message>
        <source>The computer players wait while you read. Click “Got it” to go on.</source>
        <translation>The computer players wait while you read. Click “Got it” to go on.</translation>
    </message>
    <message>
        <source>&amp;Learn to play the board game…</source>
        <translation>&amp;Learn to play the board game…</translation>
    </message>
    <message>
        <source>Learn to play the &amp;card game…</source>
        <translation>Learn to play the &amp;card game…</translation>
    </message>
</context>
<context>
    <name>WelcomeWidget</name>
    <message>
        <source>Puerto Rico</source>
        <translation>Puerto Rico</translation>
    </message>
    <message>
        <source>No game is running. Start a new one — the board game or the card game — against the computer or with friends at this screen, learn to play with a guided first game, or open a saved game.</source>
        <translation>No game is running. Start a new one — the board game or the card game — against the computer or with friends at this screen, learn to play with a guided first game, or open a saved game.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Open a saved game…</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Rules reference</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
</context>
<context>
    <name>WinChances</name>
    <message>
        <source>Chances to win</source>
        <translation>Chances to win</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win after every round, as the computer players estimate it from what everybody can see. The dashed line is the chance each would have if all were equal.</source>
        <translation>Each player&apos;s chance to win after every round, as the computer players estimate it from what everybody can see. The dashed line is the chance each would have if all were equal.</translation>
    </message>
    <message>
        <source>Once a game runs, each player&apos;s chance to win is drawn here, round by round.</source>
        <translation>Once a game runs, each player&apos;s chance to win is drawn here, round by round.</translation>
    </message>
</context>
</TS>
