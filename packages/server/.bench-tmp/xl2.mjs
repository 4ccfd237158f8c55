import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
for (const [styles, arrays, level] of [[false,true,6],[false,true,1],[true,true,1],[false,false,1]]) {
const stream = new PassThrough(); let bytes=0; stream.on('data', c => bytes+=c.length);
const t=performance.now();
const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: styles, useSharedStrings: false, zip: { zlib: { level } } });
const ws = wb.addWorksheet('x');
ws.columns = Array.from({length: 11}, (_, i) => ({ key: 'c'+i, header: 'H'+i, style: i===9 ? { numFmt: '#,##0.00' } : {} }));
for (let r=0;r<50000;r++){ if (arrays) { const row=[]; for(let i=0;i<11;i++) row.push(i===9? r*1.37 : 'val'+(r%977)+'x'+i); ws.addRow(row).commit(); } else { const row={}; for(let i=0;i<11;i++) row['c'+i]= i===9? r*1.37 : 'val'+(r%977)+'x'+i; ws.addRow(row).commit(); } }
ws.commit(); await wb.commit();
console.log({styles, arrays, level}, Math.round(performance.now()-t),'ms', bytes);
}
