// How each kind of part fails: the code title, the setting condition, ranked causes, checks with expected values and
// the remedy, as templates over the part's facts ({c} part, {ctrl} controller, {x} connector, {p1}… pins, {h} harness).
import type { ComponentKind } from './components';
import type { Severity } from './types';

export interface FailureMode {
  id: string;
  /** J1939 failure mode identifier, used by SPN/FMI brands. */
  fmi: number;
  severity: Severity;
  /** Title phrasings; each brand uses its own (index by brand). */
  titles: [string, string, string];
  trigger: string;
  causes: [string, string, string];
  checks: Array<[string, string]>;
  remedy: string;
}

const SENSOR: FailureMode[] = [
  {
    id: 'volt-high',
    fmi: 3,
    severity: 'warn',
    titles: ['{C} signal voltage high', '{C}: signal above range', '{C} input shorted high'],
    trigger: 'The {ctrl} reads the {c} signal above 4.8 V for longer than 500 ms with the key on.',
    causes: [
      'The {c} signal wire is shorted to the 5 V supply or to battery positive in harness {h}.',
      'The ground wire of the {c} is open at connector {x} pin {p3}.',
      'The {c} has failed internally and holds its output at the supply voltage.',
    ],
    checks: [
      [
        'With the key off and {x} unplugged, measure the resistance between harness-side pins {p1} and {p2} of {x}.',
        'More than 10 kohm (no short between signal and supply)',
      ],
      ['Measure the resistance from {x} pin {p3} to battery negative with the connector unplugged.', 'Less than 1 ohm'],
      [
        'Reconnect {x}, turn the key on and back-probe pin {p1} to battery negative while operating the {c}.',
        '0.5 V to 4.5 V, changing smoothly',
      ],
    ],
    remedy:
      'Repair the short or the open ground in harness {h}; if the harness tests good, replace the {c}, then clear the code and confirm the live value in the {ctrl} monitor menu.',
  },
  {
    id: 'volt-low',
    fmi: 4,
    severity: 'warn',
    titles: ['{C} signal voltage low', '{C}: signal below range', '{C} input shorted to ground'],
    trigger: 'The {ctrl} reads the {c} signal below 0.2 V for longer than 500 ms with the key on.',
    causes: [
      'The {c} signal wire is chafed through and touching the frame near the {loc}.',
      'The 5 V supply to the {c} is missing at connector {x} pin {p2}.',
      'Water has entered connector {x} and corroded the signal terminal.',
    ],
    checks: [
      ['Turn the key on and measure the supply voltage between {x} pins {p2} and {p3} on the harness side.', '4.75 V to 5.25 V'],
      ['With the key off and {x} unplugged, measure the resistance from pin {p1} to the truck frame.', 'More than 100 kohm'],
      ['Inspect connector {x} for green corrosion, bent pins and a missing seal.', 'Clean, dry terminals with the seal in place'],
    ],
    remedy:
      'Repair the chafed signal wire or the missing 5 V supply, replace connector {x} if its terminals are corroded, and refit the harness clips so the wire cannot touch the frame again.',
  },
  {
    id: 'erratic',
    fmi: 2,
    severity: 'warn',
    titles: ['{C} signal erratic', '{C}: implausible signal', '{C} signal unstable'],
    trigger:
      'The {c} signal changes faster than the part can physically move, or disagrees with its redundant channel by more than 10 %, for 200 ms.',
    causes: [
      'A terminal in connector {x} is loose and loses contact under vibration.',
      'The {c} shielding or ground is missing, so noise from the motor cables reaches the signal.',
      'The {c} track is worn at the positions used most.',
    ],
    checks: [
      ['Wiggle harness {h} and connector {x} while watching the {c} value in the {ctrl} monitor menu.', 'The value stays steady'],
      ['Check the shield drain wire of harness {h} for continuity to battery negative at the {ctrl} end.', 'Less than 1 ohm'],
      ['Operate the {c} slowly through its full range while reading the value.', 'A smooth change with no jumps or drop-outs'],
    ],
    remedy:
      'Re-terminate or replace the loose terminal in {x}, restore the shield ground, or replace the worn {c}; then run the {c} calibration from the service menu.',
  },
  {
    id: 'calibration',
    fmi: 13,
    severity: 'info',
    titles: ['{C} out of calibration', '{C}: calibration values missing', '{C} not calibrated'],
    trigger: 'The stored end points of the {c} are missing or lie outside the permitted window after a controller or sensor change.',
    causes: [
      'The {c} or the {ctrl} was replaced and the calibration was not run.',
      'The {c} mounting has moved, so its end points have shifted.',
      'The calibration was interrupted by a key-off before it was saved.',
    ],
    checks: [
      ['Read the stored minimum and maximum of the {c} in the {ctrl} service menu.', 'Minimum 0.5 V to 1.0 V, maximum 4.0 V to 4.5 V'],
      ['Check the {c} mounting bolts and bracket for movement.', 'Tight, with the paint mark aligned'],
    ],
    remedy:
      'Run the {c} calibration from the {ctrl} service menu with the truck parked on level ground, and key off only after the display confirms the values are saved.',
  },
];

const TEMP: FailureMode[] = [
  {
    id: 'temp-open',
    fmi: 3,
    severity: 'warn',
    titles: ['{C} open circuit', '{C}: reading below -40 °C', '{C} circuit high'],
    trigger: 'The {ctrl} reads the {c} as colder than -40 °C (signal above 4.9 V) for 2 s.',
    causes: [
      'Connector {x} at the {c} is unplugged or its locking tab is broken.',
      'The {c} signal wire is broken inside harness {h}.',
      'The {c} thermistor has failed open.',
    ],
    checks: [
      [
        'With the key off and {x} unplugged, measure the resistance across the {c} pins {p1} and {p2} at about 20 °C.',
        '2.2 kohm to 2.8 kohm',
      ],
      ['Measure continuity from {x} pin {p1} to the {ctrl} connector on the same circuit.', 'Less than 1 ohm'],
    ],
    remedy: 'Reconnect or replace connector {x}, repair the broken wire, or replace the {c} if its resistance is out of range.',
  },
  {
    id: 'temp-short',
    fmi: 4,
    severity: 'warn',
    titles: ['{C} shorted', '{C}: reading above 200 °C', '{C} circuit low'],
    trigger: 'The {ctrl} reads the {c} as hotter than 200 °C (signal below 0.1 V) for 2 s.',
    causes: [
      'The {c} signal wire is pinched against the {loc}.',
      'The {c} thermistor has failed short.',
      'Coolant or oil has leaked into connector {x}.',
    ],
    checks: [
      ['With {x} unplugged, measure the resistance from harness-side pin {p1} to the frame.', 'More than 100 kohm'],
      ['Measure the resistance of the {c} between pins {p1} and {p2} at about 20 °C.', '2.2 kohm to 2.8 kohm'],
    ],
    remedy: 'Free and repair the pinched wire, dry and reseal connector {x}, or replace the {c}.',
  },
  {
    id: 'over-temp',
    fmi: 0,
    severity: 'warn',
    titles: ['{C}: overtemperature', '{C} reports high temperature', '{C} temperature above limit'],
    trigger: 'The {c} reports a temperature above the warning limit for 10 s while the truck is working.',
    causes: [
      'Cooling air is blocked by dirt, cardboard or shrink wrap around the {loc}.',
      'The truck is working beyond its duty cycle, for example continuous ramp work with full loads.',
      'The cooling fan for this area does not run.',
    ],
    checks: [
      ['Inspect the area around the {loc} for debris that blocks air flow.', 'Clear air paths and clean fins'],
      ['Let the truck cool for 20 minutes and compare the {c} reading with a contact thermometer.', 'Within 5 °C of the thermometer'],
      ['Command the cooling fan from the {ctrl} service menu.', 'The fan runs and blows air across the part'],
    ],
    remedy:
      'Clean the cooling paths, repair the cooling fan, and advise the operator on duty cycle; replace the {c} only if its reading disagrees with the thermometer.',
  },
];

const SOLENOID: FailureMode[] = [
  {
    id: 'open',
    fmi: 5,
    severity: 'stop',
    titles: ['{C} open circuit', '{C}: coil current too low', '{C} circuit open'],
    trigger: 'The {ctrl} commands the {c} but measures less than 50 mA of coil current for 300 ms.',
    causes: [
      'Connector {x} at the {c} is loose or its terminals are pushed back.',
      'The {c} coil is open internally.',
      'The feed wire from the {ctrl} to the {c} is broken in harness {h}.',
    ],
    checks: [
      ['With the key off and {x} unplugged, measure the coil resistance between pins {p1} and {p2} of the {c}.', '{r} ohm ± 10 % at 20 °C'],
      ['Check that the terminals of {x} are fully seated by pulling each wire gently.', 'No terminal moves'],
      ['Measure continuity from {x} pin {p1} to the {ctrl} output pin.', 'Less than 1 ohm'],
    ],
    remedy: 'Seat or replace the terminals of {x}, repair the broken feed wire, or replace the {c} coil if it reads open.',
  },
  {
    id: 'short',
    fmi: 6,
    severity: 'stop',
    titles: ['{C} short circuit', '{C}: overcurrent', '{C} driver overload'],
    trigger: 'The {ctrl} measures more than 3 A of coil current, or the output driver reports a short, when the {c} is energised.',
    causes: [
      'The {c} coil has shorted turns after overheating.',
      'The feed wire of the {c} is shorted to ground where harness {h} passes the {loc}.',
      'A wrong coil with too low a resistance was fitted.',
    ],
    checks: [
      [
        'With {x} unplugged, measure the coil resistance between pins {p1} and {p2}.',
        '{r} ohm ± 10 % at 20 °C; far lower means shorted turns',
      ],
      ['Measure the resistance from the harness-side pin {p1} of {x} to the frame.', 'More than 100 kohm'],
    ],
    remedy: 'Replace the {c} coil with the correct part number, or repair the shorted feed wire and protect harness {h} with a new sleeve.',
  },
  {
    id: 'stuck',
    fmi: 7,
    severity: 'warn',
    titles: ['{C} not responding', '{C}: function does not follow command', '{C} mechanically stuck'],
    trigger: 'The {ctrl} energises the {c} with normal coil current but sees no change in the function it controls within 1 s.',
    causes: [
      'The spool or armature of the {c} is stuck with contamination.',
      'The {c} is worn and no longer moves fully.',
      'The function it controls is blocked mechanically.',
    ],
    checks: [
      ['Remove the {c} coil and check the armature for free movement with a magnet or by hand.', 'Moves freely without sticking'],
      ['Check the oil or part for contamination around the {loc}.', 'Clean, with no metal particles'],
    ],
    remedy: 'Clean or replace the {c} cartridge, find the source of any contamination, and change the filter if particles are found.',
  },
];

const CONTACTOR: FailureMode[] = [
  { ...(SOLENOID[0] as FailureMode), titles: ['{C} coil open', '{C}: coil driver open load', '{C} does not close'] },
  {
    id: 'welded',
    fmi: 7,
    severity: 'stop',
    titles: ['{C} welded', '{C}: contacts closed when open commanded', '{C} stuck closed'],
    trigger: 'The {ctrl} sees full battery voltage on the load side of the {c} before it commands it to close (pre-charge check).',
    causes: [
      'The {c} tips have welded after switching under heavy current.',
      'The {c} is held closed by a jammed armature.',
      'A capacitor pre-charge fault caused a current surge at closing.',
    ],
    checks: [
      ['With the battery disconnected, measure across the main tips of the {c}.', 'Open circuit (more than 1 Mohm)'],
      ['Inspect the tips of the {c} for pitting and welding.', 'Smooth tips with even wear'],
    ],
    remedy: 'Replace the {c} and check the pre-charge resistor in the {ctrl} before returning the truck to service.',
  },
  { ...(SOLENOID[1] as FailureMode), titles: ['{C} coil short', '{C}: coil overcurrent', '{C} driver fault'] },
];

const MOTOR: FailureMode[] = [
  {
    id: 'overcurrent',
    fmi: 6,
    severity: 'stop',
    titles: ['{C} overcurrent', '{C}: current above limit', '{C} phase current too high'],
    trigger: 'The {ctrl} measures motor current above its hardware limit for 10 ms.',
    causes: [
      'A motor cable is shorted between phases or to the motor frame.',
      'The {c} winding insulation has broken down.',
      'The {ctrl} power stage is damaged.',
    ],
    checks: [
      [
        'With the battery disconnected, measure the insulation of each {c} phase to the motor frame with a 500 V insulation tester.',
        'More than 1 Mohm',
      ],
      ['Measure the resistance between each pair of {c} phases.', 'Equal within 5 %, typically 5 to 20 mohm'],
    ],
    remedy: 'Repair the damaged cable or replace the {c}; if the motor and cables test good, replace the {ctrl}.',
  },
  {
    id: 'motor-hot',
    fmi: 16,
    severity: 'warn',
    titles: ['{C} overtemperature', '{C}: thermal cutback', '{C} temperature high'],
    trigger: 'The {c} temperature exceeds 145 °C and the {ctrl} starts reducing current.',
    causes: [
      'The {c} cooling fins are packed with dirt.',
      'The brake drags and the {c} works against it.',
      'The truck is used beyond its rated duty cycle.',
    ],
    checks: [
      ['Inspect and clean the {c} housing and fan.', 'Clean fins and a free-turning fan'],
      ['Jack up the drive wheel and turn it by hand with the brake released.', 'Turns freely with no drag'],
    ],
    remedy: 'Clean the {c}, repair the dragging brake, and let the motor cool before returning the truck to work.',
  },
  {
    id: 'stall',
    fmi: 7,
    severity: 'stop',
    titles: ['{C} stall detected', '{C}: no rotation with current applied', '{C} locked'],
    trigger: 'The {ctrl} applies more than 60 % of maximum current for 2 s but the {c} does not turn.',
    causes: [
      'The {c} is blocked mechanically or its bearing has seized.',
      'The electromagnetic brake does not release.',
      'A phase cable is disconnected at the {c} terminal block.',
    ],
    checks: [
      ['With the battery disconnected, turn the {c} shaft by hand.', 'Turns smoothly'],
      ['Check the torque of each phase cable nut on the {c} terminal block.', '10 Nm to 12 Nm with no discolouration'],
    ],
    remedy: 'Free or replace the {c} bearing, repair the brake release, or re-torque the phase cable connections.',
  },
  {
    id: 'encoder',
    fmi: 2,
    severity: 'warn',
    titles: ['{C} encoder fault', '{C}: speed feedback lost', '{C} encoder signal missing'],
    trigger: 'The {ctrl} sees no pulses from the {c} encoder while current is applied, or the two channels disagree.',
    causes: [
      'The encoder connector {x} on the {c} is loose.',
      'The encoder bearing is worn and the sensor ring has moved.',
      'The 12 V encoder supply is missing at {x} pin {p2}.',
    ],
    checks: [
      ['Measure the encoder supply at {x} pins {p2} and {p3} with the key on.', '11 V to 13 V'],
      ['Turn the {c} slowly by hand and measure channel A at {x} pin {p1}.', 'Switches between about 0.5 V and 11 V'],
    ],
    remedy: 'Reseat or replace connector {x}, restore the encoder supply, or replace the {c} bearing and encoder assembly.',
  },
];

const SWITCH: FailureMode[] = [
  {
    id: 'implausible',
    fmi: 2,
    severity: 'warn',
    titles: ['{C} input implausible', '{C}: both contacts in the same state', '{C} signal mismatch'],
    trigger: 'The normally-open and normally-closed contacts of the {c} read the same state for longer than 500 ms.',
    causes: [
      'The {c} is misadjusted and sits between its two positions.',
      'One of the two wires of the {c} is broken in harness {h}.',
      'The {c} contacts are worn or contaminated.',
    ],
    checks: [
      ['Operate the {c} and watch both inputs in the {ctrl} monitor menu.', 'One input on and the other off in each position'],
      ['With {x} unplugged, check both contacts of the {c} with an ohmmeter.', 'Less than 1 ohm closed, open circuit when open'],
    ],
    remedy: 'Adjust the {c} so it switches cleanly, repair the broken wire, or replace the {c}.',
  },
  {
    id: 'stuck-closed',
    fmi: 14,
    severity: 'info',
    titles: ['{C} closed at start-up', '{C}: active at key-on', '{C} stuck on'],
    trigger: 'The {c} reads active when the key is turned on, before the operator could have operated it.',
    causes: [
      'The {c} is jammed in the active position by dirt or a broken spring.',
      'The {c} signal wire is shorted to its supply in connector {x}.',
      'The operator held the control while turning the key on.',
    ],
    checks: [
      ['With the key on and the {c} released, read its input in the {ctrl} monitor menu.', 'Off'],
      ['Unplug {x} and recheck the input.', 'Off with the connector unplugged'],
    ],
    remedy:
      'Free and clean the {c}, replace its return spring, or repair the short in connector {x}; remind the operator to key on with controls released.',
  },
  {
    id: 'switch-open',
    fmi: 5,
    severity: 'warn',
    titles: ['{C} open circuit', '{C}: no signal', '{C} input missing'],
    trigger: 'The {ctrl} sees neither contact of the {c} closed during a sequence in which it must switch.',
    causes: [
      'Connector {x} is unplugged or damaged.',
      'The common supply wire of the {c} is broken in harness {h}.',
      'The {c} has failed open.',
    ],
    checks: [
      ['Measure the supply to the {c} at {x} pin {p3} with the key on.', 'Battery or logic voltage ({v} V nominal)'],
      ['Operate the {c} with {x} unplugged and measure across its contacts.', 'Closes and opens cleanly'],
    ],
    remedy: 'Reconnect or replace connector {x}, repair the supply wire, or replace the {c}.',
  },
];

const SUPPLY: FailureMode[] = [
  {
    id: 'supply-high',
    fmi: 3,
    severity: 'stop',
    titles: ['{C} too high', '{C}: overvoltage', '{C} above limit'],
    trigger: 'The {ctrl} measures the {c} more than 25 % above nominal for 100 ms.',
    causes: [
      'A charger or regulator is feeding the circuit while the truck is working.',
      'The wrong battery voltage has been fitted to the truck.',
      'Regenerative braking is returning energy to a full battery with a poor connection.',
    ],
    checks: [
      ['Measure the {c} at the {ctrl} supply pins with the key on.', '{v} V nominal, no more than 25 % above'],
      ['Check the battery nameplate against the truck data plate.', 'Same nominal voltage'],
    ],
    remedy: 'Fit the correct battery, repair the regulator, or clean and tighten the battery connector so regeneration is absorbed.',
  },
  {
    id: 'supply-low',
    fmi: 4,
    severity: 'warn',
    titles: ['{C} too low', '{C}: undervoltage', '{C} below limit'],
    trigger: 'The {ctrl} measures the {c} more than 30 % below nominal for 500 ms.',
    causes: [
      'The battery is discharged or has a failed cell.',
      'A main cable or connector has a high resistance and drops voltage under load.',
      'The supply fuse is blown or its holder is corroded.',
    ],
    checks: [
      ['Measure the {c} at the {ctrl} while lifting a rated load.', 'No more than 30 % below {v} V'],
      ['Measure the voltage drop across each main connector while lifting.', 'Less than 0.3 V per connection'],
      ['Inspect the supply fuse and its holder.', 'Fuse intact, holder clean and tight'],
    ],
    remedy:
      'Charge or repair the battery, clean and tighten the high-resistance connection, and replace a blown fuse after finding the cause.',
  },
];

const MODULE: FailureMode[] = [
  {
    id: 'timeout',
    fmi: 9,
    severity: 'stop',
    titles: ['{C} timeout', '{C}: messages missing', '{C} communication lost'],
    trigger: 'No valid message has arrived over the {c} for 300 ms.',
    causes: [
      'The CAN high or CAN low wire is open at connector {x}.',
      'A terminating resistor is missing, so the bus reflects.',
      'The module at the far end of the {c} has lost its supply.',
    ],
    checks: [
      [
        'With the battery disconnected, measure the resistance between CAN high and CAN low at {x} pins {p1} and {p2}.',
        '55 ohm to 65 ohm (two 120 ohm terminators)',
      ],
      ['With the key on, measure CAN high and CAN low to battery negative.', 'About 2.6 V and 2.4 V'],
      ['Check the supply and ground of the far-end module.', '{v} V nominal and less than 1 ohm to battery negative'],
    ],
    remedy:
      'Repair the open CAN wire, refit the missing terminator, or restore the supply to the far-end module; then clear the code and check that all modules appear in the network list.',
  },
  {
    id: 'bad-device',
    fmi: 12,
    severity: 'stop',
    titles: ['{C} internal fault', '{C}: self-test failed', '{C} hardware fault'],
    trigger: 'The module on the {c} reports a failed internal self-test at key-on.',
    causes: [
      'The module has an internal hardware fault.',
      'The module was exposed to water through a damaged housing seal.',
      'A supply spike from welding on the truck damaged the module.',
    ],
    checks: [
      ['Cycle the key and read the fault log.', 'The fault does not return'],
      ['Inspect the module housing and seals.', 'Dry, with intact seals'],
    ],
    remedy:
      'Replace the module, program it with the truck parameters from the service tool, and always disconnect the battery before welding on the truck.',
  },
  {
    id: 'mismatch',
    fmi: 13,
    severity: 'info',
    titles: ['{C} software mismatch', '{C}: parameter set incompatible', '{C} version conflict'],
    trigger: 'The software or parameter version reported over the {c} does not match the truck configuration at key-on.',
    causes: [
      'A replacement module was fitted with factory software.',
      'A parameter download was interrupted.',
      'The truck configuration was changed without updating all modules.',
    ],
    checks: [
      ['Read the software and parameter versions of each module with the service tool.', 'All versions listed for this serial range'],
    ],
    remedy: 'Download the software and parameter set for the truck serial number to every module with the service tool.',
  },
];

const LEVEL: FailureMode[] = [
  {
    id: 'level-low',
    fmi: 1,
    severity: 'warn',
    titles: ['{C} low', '{C}: below minimum', '{C} warning'],
    trigger: 'The {c} signal reports below minimum for 30 s with the truck parked level.',
    causes: [
      'There is a leak at a hose, fitting or seal.',
      'The level was not topped up at the last service.',
      'The level sender float is stuck.',
    ],
    checks: [
      ['Park on level ground, lower the forks fully, and check the level against the marks.', 'Between the minimum and maximum marks'],
      ['Inspect hoses, fittings and cylinder seals for leaks.', 'No wet spots or drips'],
    ],
    remedy: 'Repair the leak, top up with the specified fluid, and free or replace the level sender.',
  },
  {
    id: 'level-high',
    fmi: 0,
    severity: 'info',
    titles: ['{C} above maximum', '{C}: reading high', '{C} out of range high'],
    trigger: 'The {c} signal reports above maximum for 30 s.',
    causes: [
      'The system was overfilled at the last service.',
      'The sender is shorted and reads full scale.',
      'Fluid from another system is leaking into this one.',
    ],
    checks: [
      ['Check the level with the forks lowered and the truck level.', 'At or below the maximum mark'],
      ['Unplug the sender at {x} and read the value again.', 'The reading drops to minimum'],
    ],
    remedy: 'Drain to the correct level, replace the shorted sender, or repair the internal leak between systems.',
  },
];

export const FAILURE_MODES: Readonly<Record<ComponentKind, readonly FailureMode[]>> = {
  sensor: SENSOR,
  'temp-sensor': TEMP,
  solenoid: SOLENOID,
  contactor: CONTACTOR,
  motor: MOTOR,
  switch: SWITCH,
  supply: SUPPLY,
  module: MODULE,
  level: LEVEL,
};
